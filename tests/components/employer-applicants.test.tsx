import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { failNext } from '@/mocks/http';
import { server } from '@/mocks/node';
import { http, HttpResponse } from 'msw';
import { applyPreset } from '@/mocks/qa/presets';
import { renderApp } from './render';

/** An Acme job with at least three applicants, and its applicants' ids. */
function jobWithApplicants() {
  const counts = new Map<number, number[]>();
  for (const l of db().userJobs)
    if (l.userId >= 200 && db().jobs.find((j) => j.id === l.jobId)?.companyId === 1)
      counts.set(l.jobId, [...(counts.get(l.jobId) ?? []), l.userId]);
  const [jobId, ids] = [...counts].sort((a, b) => b[1].length - a[1].length)[0];
  return { jobId, ids };
}

describe('applicants', () => {
  it.each([
    [0, 'No applicants yet.'],
    [1, '1 applicant.'],
  ])('a job with %i applicants says just that, with nothing to compare', async (n, said) => {
    const { jobId, ids } = jobWithApplicants();
    db().userJobs = db().userJobs.filter((l) => l.jobId !== jobId || ids.slice(0, n).includes(l.userId));
    renderApp(`/all-jobs-postings/applicants?jobId=${jobId}`, { user: 'employer' });
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.queryByText(/compare them/)).not.toBeInTheDocument();
  });

  it('a job with hundreds of applicants shows them a page at a time, picks to compare kept across pages', async () => {
    applyPreset('large');
    const { jobId, ids } = jobWithApplicants();
    expect(ids.length).toBeGreaterThan(40);
    const { user, router } = renderApp(`/all-jobs-postings/applicants?jobId=${jobId}`, { user: 'employer' });
    const list = await screen.findByRole('list', { name: 'Applicants' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText(`1–20 of ${ids.length}`)).toBeInTheDocument();
    await user.click(within(list).getAllByRole('checkbox')[0]);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText(`21–40 of ${ids.length}`)).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    await user.click(within(list).getAllByRole('checkbox')[0]);
    expect(screen.getByRole('button', { name: 'Compare (2)' })).toBeEnabled();
  });

  it('the profile never shows the self-identification answers', async () => {
    const { jobId, ids } = jobWithApplicants();
    db().jobSeekerProfiles[String(ids[0])].basicInfo.ethnicity = 'Hispanic or Latino';
    renderApp(`/jobseeker-information?jobId=${jobId}&userId=${ids[0]}`, { user: 'employer' });
    expect(await screen.findByRole('heading', { name: 'Key qualifications' })).toBeInTheDocument();
    expect(screen.queryByText(/Hispanic|ethnicity|disability|veteran/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule interview' })).toBeInTheDocument();
  });

  it("shows the applicant's number as people read it", async () => {
    const { jobId, ids } = jobWithApplicants();
    const person = db().users.find((u) => u.id === ids[0])!;
    person.phoneNumber = '+14155550123';
    renderApp(`/jobseeker-information?jobId=${jobId}&userId=${ids[0]}`, { user: 'employer' });
    expect(await screen.findByText(new RegExp(`${person.email} · \\(415\\) 555-0123$`))).toBeInTheDocument();
  });

  it.each([
    ['/active-match-job', 'Choose a job to review'],
    ['/compare-applicants', 'Choose 2 to 4 applicants'],
    ['/jobseeker-information', 'Open an applicant'],
  ])('%s without a job: jobs that could not be read say so, and Retry brings them', async (path, intro) => {
    failNext({ method: 'GET', path: '/jobs/jobs-status-for-employer', status: 500 });
    const { user } = renderApp(path, { user: 'employer' });
    expect(await screen.findByText(new RegExp(intro))).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Internal server error');
    await user.click(retry);
    const jobs = await screen.findByRole('list', { name: 'Jobs with applicants' });
    expect(within(jobs).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it.each(['/all-jobs-postings/applicants', '/all-jobs-postings/applicants?jobId=abc'])(
    '%s, without a job, is headed Applicants and says where to choose one',
    async (path) => {
      const { user, router } = renderApp(path, { user: 'employer' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Applicants' })).toBeInTheDocument();
      expect(screen.getByText(/^Choose a job to see its applicants/)).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'your job postings' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/all-jobs-postings/list'));
    },
  );

  it('the review opened without a job links each job with applicants to its review', async () => {
    const { user } = renderApp('/active-match-job', { user: 'employer' });
    const jobs = await screen.findByRole('list', { name: 'Jobs with applicants' });
    const first = within(jobs).getAllByRole('link')[0];
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/active-match-job\?jobId=\d+$/));
    // Followed by keyboard, the link goes with the list: focus goes on to the job's first applicant.
    first.focus();
    await user.keyboard('{Enter}');
    const card = await screen.findByRole('article');
    await waitFor(() => expect(card.closest('[tabindex="-1"]') ?? card).toHaveFocus());
  });

  it('the review with jobs but no applicants says no one has applied yet, beside the jobs to pick', async () => {
    db().userJobs = [];
    renderApp('/active-match-job', { user: 'employer' });
    expect(await screen.findByText('No one has applied to your jobs yet.')).toBeInTheDocument();
    expect(screen.getByText('Choose a job to review its best-matching applicants.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Job' })).toBeInTheDocument();
  });

  it("a job's applicants say when the job itself could not be read, with a Retry", async () => {
    const { jobId } = jobWithApplicants();
    failNext({ method: 'GET', path: `/jobs/${jobId}`, status: 500 });
    const { user } = renderApp(`/all-jobs-postings/applicants?jobId=${jobId}`, { user: 'employer' });
    const alert = (await screen.findByRole('button', { name: 'Retry' })).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).toHaveTextContent('Internal server error');
    expect(await screen.findByRole('list', { name: /applicants/i })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
  });

  it('the profile of someone who never applied to the job is not shown, nor any way to act on it', async () => {
    renderApp('/jobseeker-information?jobId=5&userId=2', { user: 'employer' });
    expect(await screen.findByText('This person is not an applicant of this job.')).toBeInTheDocument();
    expect(screen.queryByText(/jamie@demo\.test/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule interview' })).not.toBeInTheDocument();
  });

  it('after an interview is scheduled, the dialog opens again empty, with no draft of the booking made', async () => {
    const { jobId, ids } = jobWithApplicants();
    const { user } = renderApp(`/jobseeker-information?jobId=${jobId}&userId=${ids[0]}`, {
      user: 'employer',
    });
    await user.click(await screen.findByRole('button', { name: 'Schedule interview' }));
    let dialog = await screen.findByRole('dialog', { name: 'Schedule a meeting' });
    const day = dayjs().add(3, 'day').format('YYYY-MM-DD');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: day } });
    fireEvent.change(within(dialog).getByLabelText('Start time'), { target: { value: '09:45' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Schedule interview' }));
    dialog = await screen.findByRole('dialog', { name: 'Schedule a meeting' });
    expect(within(dialog).queryByText(/We restored what you typed/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Start time')).not.toHaveValue('09:45');
    expect(Object.keys(sessionStorage).filter((k) => k.includes('meeting:new'))).toEqual([]);
  });

  it('while the booking is sent the dialog stays, its fields read-only, and a failure is said in it', async () => {
    const { jobId, ids } = jobWithApplicants();
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.post('*/zoom/meeting', () => held.then(() => new HttpResponse(null, { status: 500 })), {
        once: true,
      }),
    );
    const { user } = renderApp(`/jobseeker-information?jobId=${jobId}&userId=${ids[0]}`, {
      user: 'employer',
    });
    await user.click(await screen.findByRole('button', { name: 'Schedule interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a meeting' });
    // The times' zone is named: the applicant may be on another clock.
    expect(within(dialog).getByLabelText('Start time')).toHaveAccessibleDescription(
      /^Times are in your time zone/,
    );
    const day = dayjs().add(3, 'day').format('YYYY-MM-DD');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: day } });
    fireEvent.change(within(dialog).getByLabelText('Start time'), { target: { value: '09:45' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Notes')).toHaveAttribute('readonly'));
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await user.click(cancel);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Schedule a meeting' })).toBeInTheDocument();
    release();
    expect(await within(dialog).findByText('Internal server error')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notes')).not.toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('09:45');
    expect(cancel).toHaveAttribute('aria-disabled', 'false');
  });

  it('says in words, not by colour alone, which qualifications match the job', async () => {
    const { jobId, ids } = jobWithApplicants();
    db().jobs.find((j) => j.id === jobId)!.keyQualifications = ['SQL'];
    db().jobSeekerProfiles[String(ids[0])].basicInfo.keyQualifications = ['SQL', 'Welding'];
    renderApp(`/jobseeker-information?jobId=${jobId}&userId=${ids[0]}`, { user: 'employer' });
    const section = (await screen.findByRole('heading', { name: 'Key qualifications' })).parentElement!;
    expect(within(section).getByText('Filled: matches the job')).toBeInTheDocument();
    const chips = [...section.querySelectorAll('.MuiChip-root')].map((c) => c.textContent);
    expect(chips).toEqual(['SQL (matches the job)', 'Welding']);
  });

  it('says when none of the qualifications matches the job, with no legend for matching ones', async () => {
    const { jobId, ids } = jobWithApplicants();
    db().jobs.find((j) => j.id === jobId)!.keyQualifications = ['SQL'];
    db().jobSeekerProfiles[String(ids[0])].basicInfo.keyQualifications = ['Welding'];
    renderApp(`/jobseeker-information?jobId=${jobId}&userId=${ids[0]}`, { user: 'employer' });
    const section = (await screen.findByRole('heading', { name: 'Key qualifications' })).parentElement!;
    expect(within(section).getByText('None of these is one the job asks for')).toBeInTheDocument();
    expect(within(section).queryByText('Filled: matches the job')).not.toBeInTheDocument();
  });

  it('lists an applicant without a name by their email', async () => {
    const { jobId, ids } = jobWithApplicants();
    const nameless = db().users.find((u) => u.id === ids[0])!;
    Object.assign(nameless, { firstName: undefined, lastName: '' });
    renderApp(`/all-jobs-postings/applicants?jobId=${jobId}`, { user: 'employer' });
    const list = await screen.findByRole('list', { name: 'Applicants' });
    expect(within(list).getByRole('link', { name: nameless.email })).toBeInTheDocument();
    expect(within(list).getByLabelText(`Compare ${nameless.email}`)).toBeInTheDocument();
    expect(list).not.toHaveTextContent('undefined');
  });

  it('marks an applicant not a match from the profile', async () => {
    const { jobId, ids } = jobWithApplicants();
    const link = db().userJobs.find((l) => l.jobId === jobId && l.userId === ids[0])!;
    link.status = 'APPLIED';
    const { user } = renderApp(`/jobseeker-information?jobId=${jobId}&userId=${ids[0]}`, {
      user: 'employer',
    });
    const button = await screen.findByRole('button', { name: 'Not a Match' });
    await user.click(button);
    expect(await screen.findByText('Not a Match', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(link.status).toBe('NOT_A_MATCH');
    // Focus stays on the button, now unavailable, rather than falling to the page. A browser drops focus from a
    // disabled button (the test DOM does not), so the button must not be disabled.
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(link.status).toBe('NOT_A_MATCH');
  });

  it('Not a Match on the profile says who was marked, and Undo sets their status back', async () => {
    const { jobId, ids } = jobWithApplicants();
    const link = db().userJobs.find((l) => l.jobId === jobId && l.userId === ids[0])!;
    link.status = 'SCHEDULED';
    const seeker = db().users.find((u) => u.id === ids[0])!;
    const name = `${seeker.firstName} ${seeker.lastName}`;
    const { user } = renderApp(`/jobseeker-information?jobId=${jobId}&userId=${ids[0]}`, {
      user: 'employer',
    });
    const button = await screen.findByRole('button', { name: 'Not a Match' });
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Marked ${name} as Not a Match.`),
    );
    expect(link.status).toBe('NOT_A_MATCH');

    await user.click(screen.getByRole('button', { name: `Undo Not a Match for ${name}` }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        `Undone: ${name} is no longer marked Not a Match.`,
      ),
    );
    expect(link.status).toBe('SCHEDULED');
    expect(
      await screen.findByText('Interviewing Process', { selector: '.MuiChip-label' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-disabled', 'false');
  });

  it('the applicants checked to compare are still checked after going to the comparison and back', async () => {
    const { jobId } = jobWithApplicants();
    const { user, router } = renderApp(`/all-jobs-postings/applicants?jobId=${jobId}`, { user: 'employer' });
    const boxes = within(await screen.findByRole('list', { name: 'Applicants' })).getAllByRole('checkbox');
    await user.click(boxes[0]);
    await user.click(boxes[2]);
    const names = [boxes[0], boxes[2]].map((b) => b.getAttribute('aria-label'));
    await user.click(screen.getByRole('button', { name: 'Compare (2)' }));
    expect(await screen.findByRole('region', { name: 'Applicants side by side' })).toBeInTheDocument();

    const checked = () =>
      within(screen.getByRole('list', { name: 'Applicants' }))
        .getAllByRole('checkbox', { checked: true })
        .map((b) => b.getAttribute('aria-label'));
    // The browser's Back.
    await act(() => router.navigate(-1));
    await screen.findByRole('list', { name: 'Applicants' });
    expect(checked()).toEqual(names);
    // The comparison's own way back.
    await user.click(screen.getByRole('button', { name: 'Compare (2)' }));
    await user.click(await screen.findByRole('link', { name: 'Back to applicants' }));
    await screen.findByRole('list', { name: 'Applicants' });
    expect(checked()).toEqual(names);
    expect(screen.getByRole('button', { name: 'Compare (2)' })).toBeEnabled();
  });

  it("the applicants checked to compare are still checked after a profile's 'All applicants'", async () => {
    const { jobId, ids } = jobWithApplicants();
    const { user } = renderApp(`/all-jobs-postings/applicants?jobId=${jobId}&picked=${ids[0]},${ids[1]}`, {
      user: 'employer',
    });
    const list = await screen.findByRole('list', { name: 'Applicants' });
    await user.click(within(list).getAllByRole('link')[0]);
    await user.click(await screen.findByRole('link', { name: 'All applicants' }));
    const back = await screen.findByRole('list', { name: 'Applicants' });
    expect(within(back).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Compare (2)' })).toBeEnabled();
  });

  it('compares applicants side by side, and prefers the response body message on failure', async () => {
    const { jobId, ids } = jobWithApplicants();
    renderApp(`/compare-applicants?jobId=${jobId}&ids=${ids.slice(0, 3).join(',')}`, { user: 'employer' });
    const region = await screen.findByRole('region', { name: 'Applicants side by side' });
    expect(within(region).getAllByRole('region')).toHaveLength(3);
    // The job they applied to is named.
    const title = db().jobs.find((j) => j.id === jobId)!.title;
    expect(await screen.findByText(`For ${title}`)).toBeInTheDocument();
  });

  it('an applicant taken out of a comparison leaves the link, and focus goes on to the next Remove', async () => {
    const { jobId, ids } = jobWithApplicants();
    const [a, b, c, d] = ids;
    const { user, router } = renderApp(`/compare-applicants?jobId=${jobId}&ids=${a},${b},${c},${d}`, {
      user: 'employer',
    });
    const region = await screen.findByRole('region', { name: 'Applicants side by side' });
    const removes = () =>
      within(region).queryAllByRole('button', { name: /^Remove .+ from the comparison$/ });
    expect(removes()).toHaveLength(4);
    const third = removes()[2];
    // The second: the others stay on screen, and focus goes to the Remove now in its place (the third's).
    await user.click(removes()[1]);
    expect(screen.getByRole('region', { name: 'Applicants side by side' })).toBe(region);
    await waitFor(() => expect(router.state.location.search).toBe(`?jobId=${jobId}&ids=${a},${c},${d}`));
    expect(third).toHaveFocus();
    // Then the last of three: two are the fewest to compare, with no Remove, and focus is on their box.
    await user.click(removes()[2]);
    await waitFor(() => expect(router.state.location.search).toBe(`?jobId=${jobId}&ids=${a},${c}`));
    expect(within(region).getAllByRole('region')).toHaveLength(2);
    expect(removes()).toHaveLength(0);
    expect(region).toHaveFocus();
    // Back to applicants keeps the two still compared ticked.
    expect(screen.getByRole('link', { name: 'Back to applicants' })).toHaveAttribute(
      'href',
      `/all-jobs-postings/applicants?jobId=${jobId}&picked=${a},${c}`,
    );
  });

  it('a failed comparison shows the body message, not the catalogue one', async () => {
    const { jobId, ids } = jobWithApplicants();
    failNext({ path: '/users/get-jobseekers-basic-info', status: 404, message: 'Applicant 9 has left' });
    renderApp(`/compare-applicants?jobId=${jobId}&ids=${ids.slice(0, 2).join(',')}`, { user: 'employer' });
    const message = await screen.findByText('Applicant 9 has left', { selector: '.MuiAlert-message' });
    // A refusal stays a refusal: no Retry. A server failure offers one.
    expect(within(message.closest<HTMLElement>('[role="alert"]')!).queryByRole('button')).toBeNull();
  });

  it('a comparison that failed on the server offers Retry', async () => {
    const { jobId, ids } = jobWithApplicants();
    failNext({ path: '/users/get-jobseekers-basic-info', status: 500, times: 3 });
    renderApp(`/compare-applicants?jobId=${jobId}&ids=${ids.slice(0, 2).join(',')}`, { user: 'employer' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a comparison that timed out says the catalogue’s Time Out, not the status’s bare Loop Detected', async () => {
    const { jobId, ids } = jobWithApplicants();
    failNext({ path: '/users/get-jobseekers-basic-info', status: 508, message: 'Loop Detected' });
    renderApp(`/compare-applicants?jobId=${jobId}&ids=${ids.slice(0, 2).join(',')}`, { user: 'employer' });
    const alert = (await screen.findByRole('button', { name: 'Retry' })).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).toHaveTextContent('Time Out');
    expect(alert).not.toHaveTextContent('Loop Detected');
  });

  it('a job that failed to load on the comparison says so with Retry, and the comparison still shows', async () => {
    const { jobId, ids } = jobWithApplicants();
    failNext({ path: '/jobs/{id}', exact: true, method: 'GET', status: 500 });
    const { user } = renderApp(`/compare-applicants?jobId=${jobId}&ids=${ids.slice(0, 2).join(',')}`, {
      user: 'employer',
    });
    expect(
      await screen.findByText(/This job could not be loaded\. Internal server error/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Applicants side by side' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const title = db().jobs.find((j) => j.id === jobId)!.title;
    expect(await screen.findByText(`For ${title}`)).toBeInTheDocument();
    expect(screen.queryByText(/This job could not be loaded/)).not.toBeInTheDocument();
  });

  it('emails that failed to load say why Copy all emails waits, with Retry, and no toast besides', async () => {
    const { jobId } = jobWithApplicants();
    failNext({ path: '/users/applied-job-seekers/emails/{jobId}', exact: true, method: 'GET', status: 500 });
    const { user } = renderApp(`/all-jobs-postings/applicants?jobId=${jobId}`, { user: 'employer' });
    const message = await screen.findByText(
      "The applicants' email addresses could not be loaded. Internal server error.",
    );
    expect(screen.getAllByText(/Internal server error/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Copy all emails' })).toBeDisabled();
    await user.click(
      within(message.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Retry' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy all emails' })).toBeEnabled());
    expect(screen.queryByText(/email addresses could not be loaded/)).not.toBeInTheDocument();
  });

  it('a few email addresses show under the list; many wait behind their count', async () => {
    const { jobId, ids } = jobWithApplicants();
    db().userJobs = db().userJobs.filter((l) => l.jobId !== jobId || ids.slice(0, 3).includes(l.userId));
    const few = renderApp(`/all-jobs-postings/applicants?jobId=${jobId}`, { user: 'employer' });
    const three = (await screen.findByText('3 email addresses')).closest('details')!;
    expect(three).toHaveAttribute('open');
    few.unmount();
    applyPreset('large');
    const large = jobWithApplicants();
    renderApp(`/all-jobs-postings/applicants?jobId=${large.jobId}`, { user: 'employer' });
    const many = (await screen.findByText(`${large.ids.length} email addresses`)).closest('details')!;
    expect(large.ids.length).toBeGreaterThan(10);
    expect(many).not.toHaveAttribute('open');
  });

  it('asks for 2 to 4 applicants', async () => {
    renderApp('/compare-applicants?jobId=1&ids=200', { user: 'employer' });
    expect(await screen.findByText(/Choose 2 to 4 applicants/)).toBeInTheDocument();
  });

  it.each(['/compare-applicants', '/jobseeker-information'])(
    '%s opened from the menu offers the jobs with applicants, and a job picked opens its applicants',
    async (path) => {
      const { jobId } = jobWithApplicants();
      const { user, router } = renderApp(path, { user: 'employer' });
      const list = await screen.findByRole('list', { name: 'Jobs with applicants' });
      const links = await within(list).findAllByRole('link');
      // Titles repeat across the demo company's jobs: the link is the job's by its address.
      await user.click(links.find((l) => l.getAttribute('href')?.endsWith(`jobId=${jobId}`))!);
      await waitFor(() => expect(router.state.location.search).toBe(`?jobId=${jobId}`));
      expect(router.state.location.pathname).toBe('/all-jobs-postings/applicants');
    },
  );

  it('the review moves on with the keyboard and starts over', async () => {
    const { jobId } = jobWithApplicants();
    const { user } = renderApp(`/active-match-job?jobId=${jobId}`, { user: 'employer' });
    expect(await screen.findByText(/^Applicant 1 of \d+$/)).toBeInTheDocument();
    await screen.findByRole('article');
    await user.keyboard('s');
    expect(await screen.findByText(/^Applicant 2 of \d+$/)).toBeInTheDocument();
    await screen.findByRole('article');
    await user.keyboard('r');
    expect(await screen.findByText(/^Applicant 1 of \d+$/)).toBeInTheDocument();
  });

  it('a reload goes on at the applicant the review had reached', async () => {
    const { jobId } = jobWithApplicants();
    const first = renderApp(`/active-match-job?jobId=${jobId}`, { user: 'employer' });
    await screen.findByRole('article');
    await first.user.keyboard('s');
    expect(await screen.findByText(/^Applicant 2 of \d+$/)).toBeInTheDocument();
    first.unmount();
    renderApp(`/active-match-job?jobId=${jobId}`, { user: 'employer' });
    expect(await screen.findByText(/^Applicant 2 of \d+$/)).toBeInTheDocument();
  });

  it('after Skip, Not a Match or Start over, focus goes to the applicant shown next, not to the page', async () => {
    const { jobId } = jobWithApplicants();
    for (const l of db().userJobs.filter((l) => l.jobId === jobId)) l.status = 'APPLIED';
    const { user } = renderApp(`/active-match-job?jobId=${jobId}`, { user: 'employer' });
    await screen.findByRole('article');
    for (const [button, place] of [
      ['Skip', /^Applicant 2 of \d+$/],
      ['Not a Match', /^Applicant 3 of \d+$/],
      ['Start over', /^Applicant 1 of \d+$/],
    ] as const) {
      await user.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(place)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('article')).toHaveFocus());
    }
  });

  /** Schedules an interview with the applicant the review shows, from its own button. */
  async function scheduleShown(user: ReturnType<typeof renderApp>['user']) {
    await user.click(screen.getByRole('button', { name: 'Schedule interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a meeting' });
    fireEvent.change(within(dialog).getByLabelText('Date'), {
      target: { value: dayjs().add(3, 'day').format('YYYY-MM-DD') },
    });
    fireEvent.change(within(dialog).getByLabelText('Start time'), { target: { value: '09:45' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
  }

  it('after scheduling an interview in the review, focus goes to the applicant shown next, not to the page', async () => {
    const { jobId } = jobWithApplicants();
    for (const l of db().userJobs.filter((l) => l.jobId === jobId)) l.status = 'APPLIED';
    const { user } = renderApp(`/active-match-job?jobId=${jobId}`, { user: 'employer' });
    await screen.findByRole('article');
    await scheduleShown(user);
    expect(await screen.findByText(/^Applicant 2 of \d+$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article')).toHaveFocus());
  });

  it('after the last applicant is acted on, focus goes to the line saying the review is done', async () => {
    const { jobId, ids } = jobWithApplicants();
    db().userJobs = db().userJobs.filter((l) => l.jobId !== jobId || l.userId === ids[0]);
    db().userJobs.find((l) => l.jobId === jobId)!.status = 'APPLIED';
    const { user } = renderApp(`/active-match-job?jobId=${jobId}`, { user: 'employer' });
    await screen.findByRole('article');
    await scheduleShown(user);
    const done = await screen.findByText('You have reviewed every applicant for this job.');
    await waitFor(() => expect(done.parentElement).toHaveFocus());
    // The count line says the review is done, not 'Applicant 1 of 1' above no applicant.
    expect(screen.getByText('1 applicant reviewed')).toBeInTheDocument();
    expect(screen.queryByText(/^Applicant \d+ of/)).not.toBeInTheDocument();
  });

  it('an applicant already Not a Match, marked again, gets no Undo that would claim to bring them back', async () => {
    const { jobId } = jobWithApplicants();
    for (const l of db().userJobs.filter((l) => l.jobId === jobId)) l.status = 'NOT_A_MATCH';
    const { user } = renderApp(`/active-match-job?jobId=${jobId}`, { user: 'employer' });
    const name = (await screen.findByRole('article')).getAttribute('aria-label')!.replace('Applicant ', '');
    await user.keyboard('n');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Marked ${name} as Not a Match.`),
    );
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('Not a Match for someone with an interview booked for the job says it still stands, and where to cancel it', async () => {
    const interview = db().meetings.find((m) => m.jobSeekerId === 1 && Date.parse(m.startTime) > Date.now())!;
    const { user } = renderApp(`/jobseeker-information?jobId=${interview.jobId}&userId=1`, {
      user: 'employer',
    });
    await user.click(await screen.findByRole('button', { name: 'Not a Match' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /^Marked Alex Rivera as Not a Match\. Their interview on \w+day, \w+ \d+ at \d+:\d\d [ap]m is still booked\.$/,
      ),
    );
    expect(screen.getByRole('link', { name: 'Cancel it in Video meetings' })).toHaveAttribute(
      'href',
      '/employer/video-meetings/list',
    );
    // The mark does not cancel it.
    expect(db().meetings.some((m) => m.id === interview.id)).toBe(true);
  });

  it('N says at once who is being marked while the call runs', async () => {
    const { jobId } = jobWithApplicants();
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(http.post('*/user-jobs', () => held.then(() => undefined), { once: true }));
    const { user } = renderApp(`/active-match-job?jobId=${jobId}`, { user: 'employer' });
    const name = (await screen.findByRole('article')).getAttribute('aria-label')!.replace('Applicant ', '');
    await user.keyboard('n');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Marking ${name} as Not a Match…`),
    );
    act(() => release());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Marked ${name} as Not a Match.`),
    );
  });

  it('N says who was marked Not a Match, and Undo sets their status back', async () => {
    const { jobId } = jobWithApplicants();
    for (const l of db().userJobs.filter((l) => l.jobId === jobId)) l.status = 'APPLIED';
    const { user } = renderApp(`/active-match-job?jobId=${jobId}`, { user: 'employer' });
    const name = (await screen.findByRole('article')).getAttribute('aria-label')!.replace('Applicant ', '');
    const seeker = db().users.find((u) => u.userType === 1 && `${u.firstName} ${u.lastName}` === name)!;
    const link = db().userJobs.find((l) => l.jobId === jobId && l.userId === seeker.id)!;
    await user.keyboard('n');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Marked ${name} as Not a Match.`),
    );
    expect(await screen.findByText(/^Applicant 2 of \d+$/)).toBeInTheDocument();
    expect(link.status).toBe('NOT_A_MATCH');

    await user.click(screen.getByRole('button', { name: `Undo Not a Match for ${name}` }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Undone: ${name} is back in the review.`),
    );
    expect(await screen.findByText(/^Applicant 1 of \d+$/)).toBeInTheDocument();
    expect(link.status).toBe('APPLIED');
    await waitFor(() => expect(screen.getByRole('article', { name: `Applicant ${name}` })).toHaveFocus());
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('a letter typed on the closed Job picker is not a shortcut', async () => {
    const { jobId } = jobWithApplicants();
    const { user } = renderApp(`/active-match-job?jobId=${jobId}`, { user: 'employer' });
    expect(await screen.findByText(/^Applicant 1 of \d+$/)).toBeInTheDocument();
    await screen.findByRole('article');
    screen.getByRole('combobox', { name: 'Job' }).focus();
    // I opens the scheduling dialog elsewhere on the page (at once, with no call); here it is a letter for the
    // picker (which may jump to a job starting with it: that is the picker's).
    await user.keyboard('i');
    expect(screen.queryByRole('dialog', { name: /Schedule/ })).toBeNull();
  });

  it('a job chosen in the picker takes focus on to its first applicant, where the keys work', async () => {
    const { jobId } = jobWithApplicants();
    const { user, router } = renderApp('/active-match-job', { user: 'employer' });
    await user.click(await screen.findByRole('combobox', { name: 'Job' }));
    const job = db().jobs.find((j) => j.id === jobId)!;
    await screen.findAllByRole('option');
    const options = screen.getAllByRole('option');
    const option = options.find((o) => o.getAttribute('data-value') === String(jobId))!;
    // Each option says where the job is (two of one title read alike) and what its number counts.
    expect(option).toHaveAccessibleName(new RegExp(`^${job.title} · ${job.location} · \\d+ applicants?$`));
    // In the order of their titles.
    const titles = options.map((o) => o.textContent!.split(' · ')[0]);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    await user.click(option);
    await waitFor(() => expect(router.state.location.search).toBe(`?jobId=${jobId}`));
    await waitFor(() => expect(screen.getByRole('article')).toHaveFocus());
  });

  it('the single-key shortcuts can be turned off, and stay off (WCAG 2.1.4)', async () => {
    const { jobId } = jobWithApplicants();
    const { user } = renderApp(`/active-match-job?jobId=${jobId}`, { user: 'employer' });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Turn off single-key shortcuts' }));
    expect(screen.getByRole('button', { name: 'Turn on single-key shortcuts' })).toHaveFocus();
    await user.keyboard('s');
    expect(screen.getByText(/^Applicant 1 of \d+$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).not.toHaveAttribute('aria-keyshortcuts');
    expect(localStorage.getItem('review-shortcuts')).toBe('off');
  });
});
