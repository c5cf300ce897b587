import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerOf, writeDraft } from '@/lib/drafts';
import { db } from '@/mocks/db';
import { failNext } from '@/mocks/http';
import { server } from '@/mocks/node';
import { http, HttpResponse } from 'msw';
import { renderApp } from './render';

/** A file that begins as a WebM video does (the mock, as a server would, refuses one that does not). */
const webm = (name: string) =>
  new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), 'fake video'], name, { type: 'video/webm' });

type User = ReturnType<typeof renderApp>['user'];

/** Pastes a value: typing it key by key re-validates the whole form each time, which is slow in a test DOM. */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

describe('profile setup', () => {
  it('starts a new job seeker at step 1 and checks each education field at the field', async () => {
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    const heading = await screen.findByRole('heading', { name: 'Step 1 of 6: Education' });
    expect(heading).toBeInTheDocument();
    await fill(user, screen.getByLabelText('GPA (optional)'), '4.555');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('GPA can have up to 2 decimal places')).toBeInTheDocument();
    expect(screen.getByText('End date is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter degree')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('GPA (optional)'));
    await fill(user, screen.getByLabelText('GPA (optional)'), '0.5');
    expect(await screen.findByText('GPA must be at least 1')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('GPA (optional)'));
    await fill(user, screen.getByLabelText('GPA (optional)'), '4.5');
    expect(await screen.findByText('GPA cannot exceed 4')).toBeInTheDocument();
    // What was typed is kept.
    expect(screen.getByLabelText('GPA (optional)')).toHaveValue('4.5');
  });

  it('Remove moves focus to the entry now in its place, or to Add when none is', async () => {
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await fill(user, await screen.findByLabelText(/Institution/), 'First school');
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await fill(user, screen.getAllByLabelText(/Institution/)[1], 'Second school');
    screen.getByRole('button', { name: 'Remove education 1' }).focus();
    await user.keyboard('{Enter}');
    const [institution] = screen.getAllByLabelText(/Institution/);
    expect(institution).toHaveValue('Second school');
    expect(institution).toHaveFocus();
    screen.getByRole('button', { name: 'Remove education 1' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByLabelText(/Institution/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add education' })).toHaveFocus();
  });

  it('Add moves focus to the first field of the new entry', async () => {
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await fill(user, await screen.findByLabelText(/Institution/), 'First school');
    screen.getByRole('button', { name: 'Add education' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('combobox', { name: /Institution/ })[1]).toHaveFocus();
  });

  it('saves education, moves to work experience, and a current job needs no end date', async () => {
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await fill(user, await screen.findByLabelText(/Institution/), 'Harvard University');
    await fill(user, screen.getByLabelText(/Degree/), 'B.A.');
    await fill(user, screen.getByLabelText(/Field of study/), 'Economics');
    await user.click(screen.getByLabelText('I study here now'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 6: Work experience' })).toBeInTheDocument();
    expect(db().jobSeekerProfiles['2'].education[0]).toMatchObject({
      institution: 'Harvard University',
      endDate: null,
      current: true,
    });
  });

  it('the browser’s Back goes back a step, and Forward on again, inside the setup', async () => {
    db().jobSeekerProfiles['2'] = {
      ...db().jobSeekerProfiles['1'],
      basicInfo: { ...db().jobSeekerProfiles['1'].basicInfo, availableTime: [] },
    };
    const { user, router } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    expect(await screen.findByRole('heading', { name: 'Step 4 of 6: Availability' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?step=4'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 6: Introduction' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Step 4 of 6: Availability' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/applicant/profile-setup');
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 6: Introduction' })).toHaveFocus();
    // The form's Back after a step saved returns to that step's entry: Forward then goes on again.
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Step 4 of 6: Availability' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 6: Introduction' })).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Step 4 of 6: Availability' })).toBeInTheDocument();
  });

  it('the steps are buttons in the Tab order: the current one is marked, the ones done say so', async () => {
    db().jobSeekerProfiles['2'] = {
      ...db().jobSeekerProfiles['1'],
      basicInfo: { ...db().jobSeekerProfiles['1'].basicInfo, availableTime: [] },
    };
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    expect(await screen.findByRole('heading', { name: 'Step 4 of 6: Availability' })).toHaveFocus();
    const steps = screen.getByRole('list', { name: 'Setup steps' });
    expect(within(steps).getByRole('button', { name: 'Education, done' })).toBeEnabled();
    expect(within(steps).getByRole('button', { name: 'Photo and finish' })).toBeDisabled();
    // Back from the heading reaches the current step (not the first, as MUI's tabs kept it).
    await user.tab({ shift: true });
    expect(within(steps).getByRole('button', { name: 'Availability' })).toHaveFocus();
    expect(within(steps).getByRole('button', { name: 'Availability' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await user.tab({ shift: true });
    expect(within(steps).getByRole('button', { name: 'Introduction, done' })).toHaveFocus();
  });

  it('a step in the address opens if the profile has reached it, else the step it has reached', async () => {
    db().jobSeekerProfiles['2'] = {
      ...db().jobSeekerProfiles['1'],
      basicInfo: { ...db().jobSeekerProfiles['1'].basicInfo, availableTime: [] },
    };
    const first = renderApp('/applicant/profile-setup?step=2', { user: 'newSeeker' });
    expect(await screen.findByRole('heading', { name: 'Step 2 of 6: Work experience' })).toBeInTheDocument();
    first.unmount();
    const { router } = renderApp('/applicant/profile-setup?step=6', { user: 'newSeeker' });
    expect(await screen.findByRole('heading', { name: 'Step 4 of 6: Availability' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?step=4'));
  });

  it('the setup page offers no link to itself: the header’s Continue setup shows on other pages only', async () => {
    const { router } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await screen.findByRole('heading', { name: /^Step 1 of 6/ });
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Continue setup' })).not.toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await act(() => router.navigate('/about'));
    expect(await within(header).findByRole('link', { name: 'Continue setup' })).toHaveAttribute(
      'href',
      '/applicant/profile-setup',
    );
  });

  it('resumes a returning user at the first missing step', async () => {
    db().jobSeekerProfiles['2'] = {
      ...db().jobSeekerProfiles['1'],
      basicInfo: { ...db().jobSeekerProfiles['1'].basicInfo, availableTime: [] },
    };
    renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    expect(await screen.findByRole('heading', { name: 'Step 4 of 6: Availability' })).toBeInTheDocument();
  });

  it('resumes at an earlier step whose typed answers were not saved', async () => {
    // The video alone completes the introduction; the transcript typed beside it was never saved.
    db().jobSeekerProfiles['2'] = {
      ...db().jobSeekerProfiles['1'],
      basicInfo: { transcript: null, videoPath: '/media/intro.webm', signedUrl: null, keyQualifications: [] },
    };
    const base = { transcript: '', keyQualifications: [] };
    writeDraft(ownerOf(2), 'setup:introduction', { ...base, transcript: 'Typed, not saved.' }, base);
    renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    expect(await screen.findByRole('heading', { name: 'Step 3 of 6: Introduction' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Transcript')).toHaveValue('Typed, not saved.');
    // The video on file has no link to play it: it is still said to be there.
    expect(screen.getByText(/Your video introduction is saved/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record a new video' })).toBeInTheDocument();
  });

  it("shows the server's message at the video when the upload fails, and refuses a file that is not a video", async () => {
    db().jobSeekerProfiles['2'] = {
      ...db().jobSeekerProfiles['1'],
      basicInfo: { transcript: null, videoPath: null, signedUrl: null, keyQualifications: [] },
    };
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    expect(await screen.findByRole('heading', { name: 'Step 3 of 6: Introduction' })).toBeInTheDocument();
    failNext({ path: '/users/jobseeker-video', status: 400, message: 'Too big' });
    const file = webm('hello.webm');
    await user.upload(screen.getByLabelText('Video file'), file);
    // Spec section 8: a failed action shows the server's message.
    expect(await screen.findByText('Too big')).toBeInTheDocument();
    const notes = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    // Chosen with the picker's 'All files' (its accept attribute only suggests videos).
    fireEvent.change(screen.getByLabelText('Video file'), { target: { files: [notes] } });
    expect(await screen.findByText('Please choose a video file.')).toBeInTheDocument();
    // Nothing was chosen yet, so continuing asks for one of the three.
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('Add a video, a transcript or at least one key qualification'),
    ).toBeInTheDocument();
  });

  it('a browser that cannot record offers the file picker right there, and Cancel gives focus back to Record', async () => {
    db().jobSeekerProfiles['2'] = {
      ...db().jobSeekerProfiles['1'],
      basicInfo: { transcript: null, videoPath: null, signedUrl: null, keyQualifications: [] },
    };
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await user.click(await screen.findByRole('button', { name: 'Record with camera' }));
    // The test DOM has no camera (navigator.mediaDevices), as some browsers have none.
    expect(await screen.findByText(/This browser cannot record video/)).toBeInTheDocument();
    // The button that opened it gave way: focus is on the recorder; with no camera, no Start that never starts.
    expect(screen.getByRole('group', { name: 'Record a video' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Start recording' })).not.toBeInTheDocument();
    const picker = screen.getByLabelText('Video file');
    let opened = 0;
    picker.addEventListener('click', () => (opened += 1));
    await user.click(screen.getByRole('button', { name: 'Choose a video file' }));
    expect(opened).toBe(1);
    expect(screen.queryByText(/This browser cannot record video/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record with camera' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    cancel.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record with camera' })).toHaveFocus());
  });

  it('a transcript made from the video never types over the words the user typed', async () => {
    db().jobSeekerProfiles['2'] = {
      ...db().jobSeekerProfiles['1'],
      basicInfo: { transcript: null, videoPath: null, signedUrl: null, keyQualifications: [] },
    };
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await fill(user, await screen.findByLabelText('Transcript'), 'Hi, I am Jamie, typed by hand.');
    const file = webm('hello.webm');
    await user.upload(screen.getByLabelText('Video file'), file);
    const offerButton = async (name: string) =>
      within(
        (await screen.findByText(/A transcript was made from your video/)).closest(
          '[role="alert"]',
        ) as HTMLElement,
      ).getByRole('button', { name });
    await user.click(await offerButton('Keep mine'));
    expect(screen.queryByText(/A transcript was made from your video/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Transcript')).toHaveValue('Hi, I am Jamie, typed by hand.');
    // Focus goes to the transcript the offer was about, not to the page.
    expect(screen.getByLabelText('Transcript')).toHaveFocus();
    // A second video offers its transcript again; taken, it replaces the typed words.
    await user.upload(screen.getByLabelText('Video file'), file);
    await user.click(await offerButton('Use it'));
    expect(screen.getByLabelText('Transcript')).not.toHaveValue('Hi, I am Jamie, typed by hand.');
    expect(screen.getByLabelText('Transcript')).toHaveFocus();
    expect(screen.queryByText(/A transcript was made from your video/)).not.toBeInTheDocument();
  });

  it('a file named as a video that is not one is refused with a reason, and no transcript is made', async () => {
    db().jobSeekerProfiles['2'] = {
      ...db().jobSeekerProfiles['1'],
      basicInfo: { transcript: null, videoPath: null, signedUrl: null, keyQualifications: [] },
    };
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await screen.findByLabelText('Transcript');
    const noise = new File([new Uint8Array(2048).map((_, i) => (i * 37) % 251)], 'fake.mp4', {
      type: 'video/mp4',
    });
    await user.upload(screen.getByLabelText('Video file'), noise);
    expect(
      await screen.findByText('This file is not a video that can be played. Please choose another.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/A transcript was made from your video/)).not.toBeInTheDocument();
    expect(db().jobSeekerProfiles['2'].basicInfo.videoPath).toBeNull();
  });

  it('a transcript that cannot be made says the video is saved, and focus goes back to the file button', async () => {
    db().jobSeekerProfiles['2'] = {
      ...db().jobSeekerProfiles['1'],
      basicInfo: { transcript: null, videoPath: null, signedUrl: null, keyQualifications: [] },
    };
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await screen.findByLabelText('Transcript');
    failNext({ path: '/users/jobseeker-video/transcript', status: 400 });
    await user.click(screen.getByRole('button', { name: 'Choose a video file' }));
    // The file dialog leaves focus on the button (user.upload would focus the hidden input).
    fireEvent.change(screen.getByLabelText('Video file'), { target: { files: [webm('hi.webm')] } });
    expect(
      await screen.findByText(
        'Your video is saved. Its transcript could not be made: you can type one below.',
      ),
    ).toBeInTheDocument();
    // Not the logo's 'Could not upload file': the video did upload.
    expect(screen.queryByText('Could not upload file')).not.toBeInTheDocument();
    expect(db().jobSeekerProfiles['2'].basicInfo.videoPath).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose a video file' })).toHaveFocus());
  });

  it('words typed while the transcript is being made are kept, and the transcript is offered', async () => {
    db().jobSeekerProfiles['2'] = {
      ...db().jobSeekerProfiles['1'],
      basicInfo: { transcript: null, videoPath: null, signedUrl: null, keyQualifications: [] },
    };
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(http.post('*/users/jobseeker-video/transcript', () => held.then(() => undefined)));
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    const box = await screen.findByLabelText('Transcript');
    await user.upload(screen.getByLabelText('Video file'), webm('hi.webm'));
    expect(await screen.findByText(/Preparing your transcript/)).toBeInTheDocument();
    await fill(user, box, 'My own words, typed while waiting.');
    release();
    expect(await screen.findByText(/A transcript was made from your video/)).toBeInTheDocument();
    expect(screen.getByLabelText('Transcript')).toHaveValue('My own words, typed while waiting.');
  });

  it('Back while a step saves stays on the step gone back to when the save ends', async () => {
    db().jobSeekerProfiles['2'] = {
      ...db().jobSeekerProfiles['1'],
      basicInfo: { transcript: null, videoPath: null, signedUrl: null, keyQualifications: [] },
    };
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(http.post('*/users/jobseeker-basic-info', () => held.then(() => undefined), { once: true }));
    const { user, router } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await screen.findByRole('heading', { name: 'Step 3 of 6: Introduction' });
    await fill(user, screen.getByLabelText('Transcript'), 'Hello, I am Jamie.');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 6: Work experience' })).toBeInTheDocument();
    release();
    // The save ends (the stepper marks the step done); the user stays where they went, and goes on from there.
    expect(await screen.findByRole('button', { name: 'Introduction, done' })).toBeInTheDocument();
    await user.click(screen.getAllByLabelText(/Job title/)[0]);
    expect(screen.getByRole('heading', { name: 'Step 2 of 6: Work experience' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=2');
  });

  it('shows the catalogue message when saving fails and keeps the answers', async () => {
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await fill(user, await screen.findByLabelText(/Institution/), 'Harvard University');
    await fill(user, screen.getByLabelText(/Degree/), 'B.A.');
    await fill(user, screen.getByLabelText(/Field of study/), 'Economics');
    await user.click(screen.getByLabelText('I study here now'));
    failNext({ path: '/users/jobseeker-basic-info', method: 'POST', status: 400 });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('could not update profile')).toBeInTheDocument();
    expect(screen.getByLabelText(/Degree/)).toHaveValue('B.A.');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Step 1 of 6: Education' })).toBeInTheDocument(),
    );
  });
});

describe('profile setup: the photo at finish', () => {
  // The test DOM decodes and draws nothing: the crop gets an image of a size and a canvas that takes the drawing
  // and gives a few bytes of PNG.
  beforeEach(() => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 8, height: 6, close: () => {} }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: () => {},
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob(['png'], { type: 'image/png' })),
    );
    db().jobSeekerProfiles['2'] = db().jobSeekerProfiles['1'];
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const photo = () => new File(['png'], 'me.png', { type: 'image/png' });

  it('Finish setup uploads a photo chosen and not uploaded yet', async () => {
    const { user, router } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await screen.findByRole('heading', { name: 'Step 6 of 6: Photo and finish' });
    await user.upload(screen.getByLabelText('Photo file'), photo());
    await screen.findByRole('img', { name: 'Preview of your new photo' });
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/dashboard'));
    const me = db().users.find((u) => u.id === 2)!;
    expect(me.photoUrl).toMatch(/^data:image\/png/);
    expect(me.profileComplete).toBe(true);
  });

  it('Finish setup keeps the keyboard’s focus while it runs and when it fails', async () => {
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await screen.findByRole('heading', { name: 'Step 6 of 6: Photo and finish' });
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.post('*/users/profile-complete', () => held.then(() => new HttpResponse(null, { status: 500 })), {
        once: true,
      }),
    );
    const finish = screen.getByRole('button', { name: 'Finish setup' });
    finish.focus();
    await user.keyboard('{Enter}');
    // Busy, and pressed again it sends nothing; but not disabled, which would drop focus to the page.
    await waitFor(() => expect(finish).toHaveAttribute('aria-disabled', 'true'));
    expect(finish).toBeEnabled();
    await user.keyboard('{Enter}');
    release();
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(finish).toHaveFocus();
    expect(finish).not.toHaveAttribute('aria-disabled', 'true');
    expect(db().users.find((u) => u.id === 2)!.profileComplete).toBe(false);
  });

  it('a photo refused at finish says why at the photo and does not finish', async () => {
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await screen.findByRole('heading', { name: 'Step 6 of 6: Photo and finish' });
    await user.upload(screen.getByLabelText('Photo file'), photo());
    await screen.findByRole('img', { name: 'Preview of your new photo' });
    failNext({ path: '/users/logo', status: 400 });
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    const section = screen.getByRole('region', { name: 'Profile photo' });
    // Spec section 8's message for an upload refused.
    expect(await within(section).findByText('Could not upload file')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 6 of 6: Photo and finish' })).toBeInTheDocument();
    expect(db().users.find((u) => u.id === 2)!.profileComplete).toBe(false);
  });

  it('an upload taken after a refusal takes the refusal’s message away', async () => {
    const { user } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await screen.findByRole('heading', { name: 'Step 6 of 6: Photo and finish' });
    await user.upload(screen.getByLabelText('Photo file'), photo());
    failNext({ path: '/users/logo', status: 400 });
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
    const section = screen.getByRole('region', { name: 'Profile photo' });
    expect(await within(section).findByText('Could not upload file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await within(section).findByRole('img', { name: 'Your photo' })).toBeInTheDocument();
    expect(within(section).queryByText('Could not upload file')).not.toBeInTheDocument();
    // Upload photo went once the photo was up: focus is on Choose another photo, not on the page.
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Choose another photo' })).toHaveFocus(),
    );
  });
});

describe('profile setup: the browser’s Back after finishing', () => {
  /** Opened at its last step: a step back, on again (three setup entries), then Finish setup. */
  async function finishAfterAStepBack(user: User) {
    await screen.findByRole('heading', { name: 'Step 6 of 6: Photo and finish' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: /^Step 5 of 6/ });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { name: 'Step 6 of 6: Photo and finish' });
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
  }

  it('goes to the page before the setup, past every step, and Forward returns to the dashboard', async () => {
    db().jobSeekerProfiles['2'] = db().jobSeekerProfiles['1'];
    const { user, router } = renderApp('/about', { user: 'newSeeker' });
    await screen.findByRole('heading', { level: 1, name: 'About Sensiworks' });
    await act(() => router.navigate('/applicant/profile-setup'));
    await finishAfterAStepBack(user);
    // Three setup entries lie behind the dashboard; one Back passes them all.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Sensiworks' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/job-seeker/dashboard');
  });

  it('with no page before the setup in this tab, Back ends on the dashboard, never on a blank screen', async () => {
    db().jobSeekerProfiles['2'] = db().jobSeekerProfiles['1'];
    const { user, router } = renderApp('/applicant/profile-setup', { user: 'newSeeker' });
    await finishAfterAStepBack(user);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
  });
});
