import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { failNext } from '@/mocks/http';
import { renderApp } from './render';

async function openSection(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name }));
}

/** Replaces a field's text, pasted as one (a long text typed key by key would take seconds). */
async function retype(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('job seeker settings', () => {
  it('edits a profile section with PUT and says so', async () => {
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await openSection(user, 'Education');
    const degree = await screen.findByLabelText(/Degree/);
    await retype(user, degree, 'M.S.');
    // By keyboard: focus stays on the section's Save, through the call and the form's fresh start after it.
    screen.getByRole('button', { name: 'Save education' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(db().jobSeekerProfiles['1'].education[0].degree).toBe('M.S.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save education' })).toHaveFocus());

    // A save refused after it keeps the form, what was typed in it, and the focus.
    const field = screen.getByLabelText(/Degree/);
    await retype(user, field, 'Ph.D.');
    failNext({ path: '/users/update-jobseeker-details', status: 500 });
    const button = screen.getByRole('button', { name: 'Save education' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(screen.getByLabelText(/Degree/)).toHaveValue('Ph.D.');
    expect(button).toHaveFocus();
  });

  it('an entry saved with GPA empty (the server answers null) can be saved again, with no raw schema text', async () => {
    // What saving an entry with GPA left empty leaves on the server (the form sends an empty GPA as null).
    const [school] = db().jobSeekerProfiles['1'].education;
    db().jobSeekerProfiles['1'].education.push({ ...school, institution: 'MIT', gpa: null });
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await openSection(user, 'Education');
    expect(screen.getAllByLabelText('GPA (optional)')[1]).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save education' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(screen.queryByText(/cannot be null|must be a `/)).not.toBeInTheDocument();
    expect(db().jobSeekerProfiles['1'].education[1]).toMatchObject({ institution: 'MIT', gpa: null });
  });

  it('a job whose optional fields the server answers as null can be saved again', async () => {
    const [job] = db().jobSeekerProfiles['1'].workExperience;
    Object.assign(job, { location: null, description: null });
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await openSection(user, 'Work experience');
    await user.click(await screen.findByRole('button', { name: 'Save work experience' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(screen.queryByText(/cannot be null|must be a `/)).not.toBeInTheDocument();
  });

  it('refuses an education or job entry too long to show, at its field, keeping what was typed', async () => {
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await openSection(user, 'Education');
    const institution = await screen.findByLabelText(/Institution/);
    await retype(user, institution, 'U'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Save education' }));
    expect(await screen.findByText('Institution can be at most 120 characters')).toBeInTheDocument();
    expect(institution).toHaveValue('U'.repeat(121));
    expect(db().jobSeekerProfiles['1'].education[0].institution).not.toBe('U'.repeat(121));

    await openSection(user, 'Work experience');
    const employer = await screen.findByLabelText(/Employer/);
    await retype(user, employer, 'E'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Save work experience' }));
    expect(await screen.findByText('Employer can be at most 120 characters')).toBeInTheDocument();
  });

  it.each([
    ['Work experience', 'job', 'Add at least one job'],
    ['Education', 'education', 'Add at least one school, college or university'],
  ])('%s saved with no entry says why at Add, which takes focus', async (section, noun, said) => {
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await openSection(user, section);
    while (screen.queryAllByRole('button', { name: new RegExp(`^Remove ${noun} \\d`) }).length)
      await user.click(screen.getAllByRole('button', { name: new RegExp(`^Remove ${noun} \\d`) })[0]);
    await user.click(screen.getByRole('button', { name: `Save ${section.toLowerCase()}` }));
    const add = screen.getByRole('button', { name: `Add ${noun}` });
    await waitFor(() => expect(add).toHaveFocus());
    expect(add).toHaveAccessibleDescription(said);
  });

  it('Add job moves focus to the first field of the new job', async () => {
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await openSection(user, 'Work experience');
    (await screen.findByRole('button', { name: 'Add job' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByLabelText(/Job title/)[1]).toHaveFocus();
  });

  it('a key qualifications list that did not load says so at the field, and Retry brings it', async () => {
    failNext({ method: 'GET', path: '/job-lookup/key-qualifications', status: 500 });
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await openSection(user, 'Introduction');
    const field = await screen.findByRole('combobox', { name: 'Key qualifications' });
    expect(
      await screen.findByText(/^The key qualifications list did not load: Internal server error/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/did not load/)).not.toBeInTheDocument());
    await user.click(field);
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
  });

  it('an available day with an empty time asks for it at that field', async () => {
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await openSection(user, 'Availability');
    await user.click(await screen.findByRole('checkbox', { name: 'Tues' }));
    await user.clear(screen.getByLabelText('Tues from'));
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Tues from')).toHaveAccessibleDescription('Please enter start time'),
    );
    expect(screen.queryByText('End time must be after the start time')).not.toBeInTheDocument();
  });

  it('each open section has one panel, named by its heading and pointed at by it (no id twice)', async () => {
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await openSection(user, 'Education');
    const heading = screen.getByRole('button', { name: /Education/ });
    const id = heading.getAttribute('aria-controls')!;
    expect(document.querySelectorAll(`[id="${id}"]`)).toHaveLength(1);
    expect(screen.getByRole('region', { name: /Education/ })).toHaveAttribute('id', id);
  });

  it('a transcript past 5,000 characters is refused at the field, keeping what was typed', async () => {
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await openSection(user, 'Introduction');
    const transcript = await screen.findByLabelText('Transcript');
    const long = 'word '.repeat(1200);
    await retype(user, transcript, long);
    await user.click(screen.getByRole('button', { name: 'Save introduction' }));
    expect(
      await screen.findByText('Transcript can be at most 5,000 characters (now 6,000)'),
    ).toBeInTheDocument();
    expect(transcript).toHaveValue(long);
    expect(db().jobSeekerProfiles['1'].basicInfo.transcript).not.toBe(long.trim());
  });

  it("shows 'could not update profile' when the update fails", async () => {
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await openSection(user, 'Availability');
    failNext({ path: '/users/update-jobseeker-details', status: 400, message: 'Nope' });
    const button = await screen.findByRole('button', { name: 'Save availability' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('could not update profile')).toBeInTheDocument();
    // The form stays, and so does the keyboard's place in it.
    expect(button).toHaveFocus();
  });

  it('offers "prefer not to say" for each voluntary question', async () => {
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await openSection(user, 'About you');
    expect(await screen.findAllByRole('radio', { name: 'Prefer not to say' })).toHaveLength(3);
    expect(screen.getByText(/questions below are voluntary/)).toBeInTheDocument();
  });

  it('saves the account (name, phone, alerts) with PUT /users', async () => {
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    const first = await screen.findByLabelText(/First name/);
    await retype(user, first, 'Alexandra');
    // Shown as people read it, with how a number from elsewhere is typed; typed without its country code, it is
    // sent in its international form, and shown as read again.
    const phone = screen.getByLabelText(/Phone number/);
    expect(phone).toHaveValue('(415) 555-0101');
    expect(phone).toHaveAccessibleDescription('Outside the US, start with + and the country code.');
    await retype(user, phone, '(415) 555-0123');
    await user.click(screen.getByLabelText('New chat messages'));
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const saved = db().users.find((u) => u.id === 1)!;
    expect(saved.firstName).toBe('Alexandra');
    expect(saved.phoneNumber).toBe('+14155550123');
    expect(phone).toHaveValue('(415) 555-0123');
    expect(saved.alertPreferences.CHAT).toBe(false);
  });

  it("checks the phone number at the field and shows 'Update failed' when saving fails", async () => {
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    const phone = await screen.findByLabelText(/Phone number/);
    await retype(user, phone, '+1415');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Phone number is too short')).toBeInTheDocument();
    await retype(user, phone, '+14155550199');
    failNext({ path: '/users', method: 'PUT', status: 400, message: 'Nope' });
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
  });

  it('deletes the account only after confirming, and clears the session', async () => {
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    await user.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(db().users.some((u) => u.id === 1)).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(db().users.some((u) => u.id === 1)).toBe(false));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('a deletion that failed is said in the dialog, focus kept on the button pressed', async () => {
    const { user } = renderApp('/job-seeker/settings', { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    failNext({ path: '/users/1', method: 'DELETE', status: 500 });
    const yes = await screen.findByRole('button', { name: 'Yes, delete my account' });
    await user.click(yes);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account was not deleted. Internal server error.',
    );
    // Said once: no toast repeats it.
    expect(screen.getAllByText(/Internal server error/)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Yes, delete my account' })).toHaveFocus();
    expect(db().users.some((u) => u.id === 1)).toBe(true);
  });
});
