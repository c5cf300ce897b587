import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { db } from '@/mocks/db';
import { http } from 'msw';
import { failNext } from '@/mocks/http';
import { server } from '@/mocks/node';
import { endSession, startSession } from '@/state/auth/session';
import { MEETING_FORM_MESSAGES } from '@/features/meetings/meetingMessages';
import { MeetingsApi } from '@/state/meetings/endpoints';
import { formatDay } from '@/state/meetings/selectors';
import { personName } from '@/lib/names';
import type { MockMeeting } from '@/mocks/seed/meetings';
import { toast } from '@/components/toast';
import { addMeeting, meetingsRefresh } from './meetings-data';
import { renderApp, signIn } from './render';

const seededFor = (userId: number) =>
  db()
    .meetings.filter((m) => m.jobSeekerId === userId || m.employerId === userId)
    .sort((a, b) => a.startTime.localeCompare(b.startTime));

/** How a notice names a job seeker's meeting (its topic and its employer), and says when it starts. */
const named = (m: MockMeeting) =>
  `${m.topic} with ${personName(db().users.find((u) => u.id === m.employerId)!)}`;
const startsAt = (m: MockMeeting) => `${formatDay(m.startTime)} at ${dayjs(m.startTime).format('h:mm a')}`;

/** The meetings of the open tab (the side menu's links are list items too). */
const meetingItems = async () => within(await screen.findByRole('tabpanel')).findAllByRole('listitem');
const currentItems = () => within(screen.getByRole('tabpanel')).queryAllByRole('listitem');

/** The employer's first upcoming meeting open in its Edit dialog, and a way to set its fields. */
async function editFirstMeeting() {
  const { user } = renderApp('/employer/video-meetings/list', { user: 'employer' });
  const [item] = await meetingItems();
  await user.click(within(item).getByRole('button', { name: /^Edit/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit meeting' });
  const set = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  return { dialog, set };
}

/** The first upcoming meeting opened to edit, its applicant available on Mondays 9 to 5 only; and the one after it. */
async function editFirstAvailableMondays() {
  const [first, second] = seededFor(3).filter((m) => Date.parse(m.endTime) > Date.now());
  db().jobSeekerProfiles[String(first.jobSeekerId)].basicInfo.availableTime = [
    { day: 'Mon', startTime: '09:00', endTime: '17:00' },
  ];
  return { second, ...(await editFirstMeeting()) };
}

/** The next Tuesday after today, as the date field takes it. */
function nextTuesday() {
  let tuesday = dayjs().add(1, 'day');
  while (tuesday.day() !== 2) tuesday = tuesday.add(1, 'day');
  return tuesday.format('YYYY-MM-DD');
}

describe('meetings list', () => {
  it('shows the job seeker their upcoming meetings with the job, the employer and the spec formats', async () => {
    renderApp('/job-seeker/video-meetings', { user: 'seeker' });
    const upcoming = seededFor(1).filter((m) => Date.parse(m.endTime) > Date.now());
    const items = await meetingItems();
    expect(items).toHaveLength(upcoming.length);
    const first = upcoming[0];
    const start = dayjs(first.startTime);
    expect(items[0]).toHaveTextContent(`${start.format('dddd, MMMM D')} · ${start.format('h:mm a')}`);
    expect(items[0]).toHaveTextContent('With Morgan Lee');
    expect(within(items[0]).getByRole('link', { name: /^Join/ })).toHaveAttribute(
      'href',
      `/media/meeting.html?id=${first.zoomMeetingId}`,
    );
    // Each action names its meeting's day and time: two with one person for one job read alike without them.
    expect(
      within(items[0]).getByRole('link', {
        name: `Join ${named(first)}, ${startsAt(first)} (opens in a new tab)`,
      }),
    ).toBeInTheDocument();
    // Job seekers neither edit nor cancel.
    expect(within(items[0]).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Past \(1\)/ })).toBeInTheDocument();
    // Which clock the times are on, named ('Coordinated Universal Time' on a UTC machine).
    expect(screen.getByText(/^Times are shown in your time zone \(\w[\w ]+\)\.$/)).toBeInTheDocument();
  });

  it("each action's accessible name starts with its visible label (WCAG 2.5.3)", async () => {
    renderApp('/employer/video-meetings/list', { user: 'employer' });
    const [item] = await meetingItems();
    const actions = [...within(item).getAllByRole('button'), ...within(item).getAllByRole('link')];
    expect(actions.map((a) => a.textContent)).toEqual(
      expect.arrayContaining(['Join', 'Details', 'Add to calendar', 'Edit', 'Cancel meeting']),
    );
    for (const action of actions)
      expect(action.getAttribute('aria-label') ?? action.textContent).toMatch(
        new RegExp(`^${action.textContent}`),
      );
  });

  it('shows the employer a countdown for a meeting starting soon', async () => {
    renderApp('/employer/video-meetings/list', { user: 'employer' });
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Starts in 00:\d\d:\d\d$/);
  });

  it('lists past meetings on their own tab', async () => {
    const { user, router } = renderApp('/employer/video-meetings/list', { user: 'employer' });
    await user.click(await screen.findByRole('tab', { name: /Past/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/video-meetings/past'));
    const past = seededFor(3).filter((m) => Date.parse(m.endTime) <= Date.now());
    expect(await meetingItems()).toHaveLength(past.length);
    expect(screen.queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('a meeting that ends while one of its buttons has focus leaves focus on the list, not the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    // In progress, the first upcoming meeting, ending in a minute.
    addMeeting({ id: 600, start: Date.now() - 1_800_000, end: Date.now() + 60_000 });
    renderApp('/employer/video-meetings/list', { user: 'employer' });
    const [first] = await meetingItems();
    const details = within(first).getByRole('button', { name: /^Details/ });
    act(() => details.focus());
    const upcoming = currentItems().length;

    await act(async () => void vi.advanceTimersByTime(61_000));
    await waitFor(() => expect(currentItems()).toHaveLength(upcoming - 1));
    expect(first).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('shows a long list a page at a time', async () => {
    const like = db().meetings[0];
    for (let i = 0; i < 12; i++) {
      const start = Date.now() - (i + 10) * 86_400_000;
      addMeeting({ id: 500 + i, start, end: start + 3_600_000, like });
    }
    const { user } = renderApp('/job-seeker/video-meetings?tab=past', { user: 'seeker' });
    expect(await meetingItems()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show more (3 more)' }));
    expect(currentItems()).toHaveLength(13);
    // Focus goes on to the first meeting it brought (the button went with the last page).
    expect(within(currentItems()[10]).getAllByRole('button')[0]).toHaveFocus();
  });

  it('opens a meeting’s details from the server', async () => {
    const { user } = renderApp('/job-seeker/video-meetings', { user: 'seeker' });
    const [item] = await meetingItems();
    await user.click(within(item).getByRole('button', { name: /^Details/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Length: 01:00:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Introductions and a walk through your portfolio.')).toBeInTheDocument();
    // Closed, it gives focus back to the button that opened it.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(item).getByRole('button', { name: /^Details/ })).toHaveFocus());
  });

  it('a meeting cancelled by the other side since the list loaded: its details say so, offer no Join, and it leaves the list', async () => {
    const { user } = renderApp('/job-seeker/video-meetings', { user: 'seeker' });
    const items = await meetingItems();
    const [first] = seededFor(1).filter((m) => Date.parse(m.endTime) > Date.now());
    // The employer cancels it elsewhere; this list still shows it.
    db().meetings = db().meetings.filter((m) => m.id !== first.id);
    await user.click(within(items[0]).getByRole('button', { name: /^Details/ }));
    const dialog = await screen.findByRole('dialog');
    // In the user's words at the dialog (the catalogue's 'Api not found' is the toast's).
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^This meeting no longer exists: it may have been cancelled\.$/,
    );
    expect(within(dialog).queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentItems()).toHaveLength(items.length - 1));
    // Its Details button went with it: focus is on the main content, not lost to the page.
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
  });

  it('a meeting the other side cancels while the list is open leaves it when the user comes back to the tab', async () => {
    renderApp('/job-seeker/video-meetings', { user: 'seeker' });
    const items = await meetingItems();
    const [first] = seededFor(1).filter((m) => Date.parse(m.endTime) > Date.now());
    // The employer cancels it elsewhere while the job seeker is in another tab.
    db().meetings = db().meetings.filter((m) => m.id !== first.id);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(currentItems()).toHaveLength(items.length - 1));
    expect(screen.getByRole('tab', { name: `Upcoming (${items.length - 1})` })).toBeInTheDocument();
    // And says so: the card did not just go.
    expect(
      await screen.findByText(`Meeting cancelled: ${named(first)} on ${startsAt(first)}.`),
    ).toBeInTheDocument();
  });

  it('a meeting the employer schedules while the list is open joins it, with a notice, when the user comes back', async () => {
    renderApp('/job-seeker/video-meetings', { user: 'seeker' });
    const items = await meetingItems();
    const start = dayjs().add(1, 'day').hour(10).minute(0).second(0);
    const added = addMeeting({
      id: 701,
      start,
      end: start.add(1, 'hour'),
      jobSeekerId: 1,
      topic: 'Second interview',
    });
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(currentItems()).toHaveLength(items.length + 1));
    expect(
      await screen.findByText(`New meeting: ${named(added)} on ${startsAt(added)}.`),
    ).toBeInTheDocument();
  });

  it('a session that ends while the list is asked for again tells the next user nothing of its meetings', async () => {
    const info = vi.spyOn(toast, 'info');
    onTestFinished(() => info.mockRestore());
    const { store } = renderApp('/job-seeker/video-meetings', { user: 'seeker' });
    await meetingItems();
    // The employer cancels one elsewhere; the list is asked for again, and its answer is held at the backend.
    const [first] = seededFor(1).filter((m) => Date.parse(m.endTime) > Date.now());
    db().meetings = db().meetings.filter((m) => m.id !== first.id);
    let reached = () => {};
    const atBackend = new Promise<void>((r) => (reached = r));
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get('*/meetings/user-meeting', () => (reached(), held.then(() => undefined)), { once: true }),
    );
    const asked = store.dispatch(
      MeetingsApi.endpoints.getMeetings.initiate(undefined, { forceRefetch: true }),
    );
    await atBackend;
    // Meanwhile the session ends, and the employer signs in on this tab and has their own meetings listed.
    act(() => endSession(store.dispatch));
    const employer = signIn('employer');
    const session = { id: employer.id, token: `test-token-${employer.id}`, email: employer.email };
    act(() => startSession({ ...session, role: 'EMPLOYER', profileComplete: true }, store.dispatch));
    const theirs = store.dispatch(MeetingsApi.endpoints.getMeetings.initiate());
    await act(async () => void (await theirs));
    // The job seeker's answer comes: nothing of theirs is told to the employer.
    release();
    await act(async () => {
      await asked;
      await vi.dynamicImportSettled();
    });
    asked.unsubscribe();
    theirs.unsubscribe();
    expect(info).not.toHaveBeenCalled();
  });

  it('a meeting the other side moves shows its new time within a minute on a list left open, not in a background tab', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const { store } = renderApp('/job-seeker/video-meetings', { user: 'seeker' });
    const [item] = await meetingItems();
    const asked = () => MeetingsApi.endpoints.getMeetings.select()(store.getState()).startedTimeStamp;
    const [first] = seededFor(1).filter((m) => Date.parse(m.endTime) > Date.now());
    const meeting = db().meetings.find((m) => m.id === first.id)!;
    /** The employer moves the meeting elsewhere by `days`; what its card then says. */
    const moveBy = (days: number) => {
      const start = dayjs(first.startTime).add(days, 'day');
      meeting.startTime = start.toISOString();
      meeting.endTime = start.add(1, 'hour').toISOString();
      return `${start.format('dddd, MMMM D')} · ${start.format('h:mm a')}`;
    };

    // In front, the list is asked for again within the minute.
    const tomorrow = moveBy(1);
    await act(async () => void vi.advanceTimersByTime(61_000));
    await waitFor(() => expect(item).toHaveTextContent(tomorrow));
    expect(
      await screen.findByText(`Meeting moved: ${named(meeting)} is now on ${startsAt(meeting)}.`),
    ).toBeInTheDocument();

    // In a tab in the background, nothing is asked for.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    onTestFinished(() => visibility.mockRestore());
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    const before = asked();
    moveBy(2);
    await act(async () => void vi.advanceTimersByTime(61_000));
    expect(asked()).toBe(before);
    expect(item).toHaveTextContent(tomorrow);
  });

  it('a list left open whose refresh keeps failing says so once, not each minute, and keeps its meetings', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const said = vi.spyOn(toast, 'error');
    onTestFinished(() => said.mockRestore());
    const { store } = renderApp('/job-seeker/video-meetings', { user: 'seeker' });
    const items = await meetingItems();
    const { list, aMinute } = meetingsRefresh(store);

    failNext({ path: '/meetings/user-meeting', status: 500, times: 2 });
    await aMinute();
    expect(said.mock.calls).toEqual([['Internal server error']]);
    // Said over the list, which stays as it was; the alert stays through the next try (not announced again).
    const alertIn = () => within(screen.getByRole('tabpanel')).getByRole('alert');
    const alert = alertIn();
    expect(alert).toHaveTextContent('Internal server error');
    await aMinute();
    expect(list().isError).toBe(true);
    expect(said).toHaveBeenCalledTimes(1);
    expect(alertIn()).toBe(alert);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(currentItems()).toEqual(items);

    // Once a refresh has come through, the next failure is news again.
    await aMinute();
    expect(list().isSuccess).toBe(true);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    failNext({ path: '/meetings/user-meeting', status: 500 });
    await aMinute();
    expect(said).toHaveBeenCalledTimes(2);
  });

  it("details that fail to load say so over the list's copy, with Retry that brings them", async () => {
    const { user } = renderApp('/job-seeker/video-meetings', { user: 'seeker' });
    const items = await meetingItems();
    failNext({ path: '/meetings/{id}', exact: true, method: 'GET', status: 500 });
    await user.click(within(items[0]).getByRole('button', { name: /^Details/ }));
    const dialog = await screen.findByRole('dialog');
    const failed = await within(dialog).findByRole('alert');
    expect(failed).toHaveTextContent(
      'Internal server error. These details are from your list and may be out of date.',
    );
    // The list's copy stays usable meanwhile.
    expect(within(dialog).getByText(/^Length:/)).toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('lets the employer cancel after confirming, removing the meeting at once', async () => {
    const { user } = renderApp('/employer/video-meetings/list', { user: 'employer' });
    const items = await meetingItems();
    await user.click(within(items[0]).getByRole('button', { name: /^Cancel/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel meeting' }));
    await waitFor(() => expect(currentItems()).toHaveLength(items.length - 1));
    expect(await screen.findByText('Meeting cancelled.')).toBeInTheDocument();
    // Its Cancel button went with it: focus goes to the main content, not to the page's body.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('gives focus back to the Cancel button when cancelling fails and the meeting stays', async () => {
    failNext({ method: 'DELETE', path: '/zoom/meeting/', status: 500 });
    const { user } = renderApp('/employer/video-meetings/list', { user: 'employer' });
    const items = await meetingItems();
    const cancel = within(items[0]).getByRole('button', { name: /^Cancel/ });
    const name = cancel.getAttribute('aria-label')!;
    await user.click(cancel);
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel meeting' }));
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name })).toHaveFocus());
    expect(currentItems()).toHaveLength(items.length);
    // And keeps it once the dialog has gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name })).toHaveFocus();
  });

  it('says what went wrong when the list cannot load, and that its counts are unknown', async () => {
    failNext({ path: '/meetings/user-meeting', status: 500 });
    renderApp('/job-seeker/video-meetings', { user: 'seeker' });
    const alert = (await screen.findByRole('button', { name: 'Retry' })).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Internal server error');
    // The counts are unknown, not none.
    expect(screen.getByRole('tab', { name: 'Upcoming (–)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Past (–)' })).toBeInTheDocument();
  });

  it('an agenda whose meetings failed to load does not say there are none', async () => {
    failNext({ path: '/meetings/user-meeting', status: 500 });
    renderApp('/calendar?view=agenda', { user: 'seeker' });
    expect(await screen.findByText('Meetings could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText(/no meetings in this range/)).not.toBeInTheDocument();
  });

  it.each(['/job-seeker/video-meetings', '/calendar'])(
    '%s: Retry brings the meetings, and focus goes on from the page heading, not the page',
    async (path) => {
      failNext({ path: '/meetings/user-meeting', status: 500 });
      const { user } = renderApp(path, { user: 'seeker' });
      await user.click(await screen.findByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    },
  );
});

// Filling a dialog field by field is slow in a test DOM on a busy machine.
describe('scheduling dialog', () => {
  it('two applicants with one name are told apart by their email, two jobs alike by their posting day', async () => {
    const applicantsOf = (jobId: number) =>
      db()
        .userJobs.filter((l) => l.jobId === jobId && l.status === 'APPLIED')
        .map((l) => db().users.find((u) => u.id === l.userId)!);
    const open = db().jobs.filter((j) => j.companyId === 1 && j.status === 'ACTIVE');
    const label = (j: (typeof open)[number]) => `${j.title} · ${j.location}`;
    const job = open.find(
      (j) => applicantsOf(j.id).length >= 2 && open.filter((o) => label(o) === label(j)).length === 1,
    )!;
    const [a, b] = applicantsOf(job.id);
    Object.assign(b, { firstName: a.firstName, lastName: a.lastName });
    const { user } = renderApp('/employer/video-meetings/list', { user: 'employer' });
    await user.click(await screen.findByRole('button', { name: 'Schedule a meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a meeting' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Job' }));
    // Jobs too: two posts of one title in one place (the seed has some) say the day each was posted.
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(new Set(names).size).toBe(names.length);
    await user.click(await screen.findByRole('option', { name: label(job) }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Applicant' }));
    const name = `${a.firstName} ${a.lastName}`;
    expect(await screen.findByRole('option', { name: `${name} · ${a.email}` })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: `${name} · ${b.email}` })).toBeInTheDocument();
  });

  it('asks for what is missing at the fields, then schedules with the end one hour later', async () => {
    const { user } = renderApp('/employer/video-meetings/list', { user: 'employer' });
    const before = (await meetingItems()).length;
    await user.click(screen.getByRole('button', { name: 'Schedule a meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a meeting' });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Please enter job')).toBeInTheDocument();
    // The applicant waits for a job, and keeps saying so; once a job is chosen, it says it is missing.
    expect(within(dialog).getByText('Choose a job first')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please enter applicant')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Job' }));
    await user.click((await screen.findAllByRole('option', { name: /^Frontend Engineer/ }))[0]);
    expect(await within(dialog).findByText('Please enter applicant')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Applicant' }));
    await user.click((await screen.findAllByRole('option'))[0]);
    const day = dayjs().add(3, 'day').format('YYYY-MM-DD');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: day } });
    fireEvent.change(within(dialog).getByLabelText('Start time'), { target: { value: '09:45' } });
    expect(within(dialog).getByLabelText('End time')).toHaveValue('10:45');
    await user.type(within(dialog).getByLabelText('Notes'), 'Portfolio review');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(currentItems()).toHaveLength(before + 1));
    const created = db().meetings.at(-1)!;
    expect(dayjs(created.startTime).format('YYYY-MM-DD HH:mm')).toBe(`${day} 09:45`);
    expect(Date.parse(created.endTime) - Date.parse(created.startTime)).toBe(3_600_000);
    expect(
      db().userJobs.find((l) => l.userId === created.jobSeekerId && l.jobId === created.jobId)?.status,
    ).toBe('SCHEDULED');
  });

  it("notes, without stopping the employer, a time outside the applicant's availability or over another meeting", async () => {
    // The list shows upcoming meetings (not yet ended) soonest first.
    const { second, dialog, set } = await editFirstAvailableMondays();
    set('Date', nextTuesday());
    set('Start time', '10:00');
    set('End time', '11:00');
    expect(await within(dialog).findByText(/^This is outside/)).toHaveTextContent(
      /^This is outside .*’s availability: Mon 9:00 am – 5:00 pm\.$/,
    );

    const other = dayjs(second.startTime);
    set('Date', other.format('YYYY-MM-DD'));
    set('Start time', other.format('HH:mm'));
    set('End time', other.add(30, 'minute').format('HH:mm'));
    expect(await within(dialog).findByText(/^This overlaps /)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('offers the next time the applicant is free and the employer is not booked, and takes it in one press', async () => {
    const { dialog, set } = await editFirstAvailableMondays();
    set('Date', nextTuesday());
    set('Start time', '10:00');
    set('End time', '10:30');
    await within(dialog).findByText(/^This is outside/);

    fireEvent.click(within(dialog).getByRole('button', { name: /^Use the next free time: Monday, / }));
    await waitFor(() => expect(within(dialog).queryByText(/^This is outside/)).not.toBeInTheDocument());
    expect(within(dialog).queryByText(/^This overlaps /)).not.toBeInTheDocument();
    const date = within(dialog).getByLabelText('Date');
    expect(date).toHaveFocus();
    expect(dayjs((date as HTMLInputElement).value).day()).toBe(1);
    const [start, end] = ['Start time', 'End time'].map(
      (label) => (within(dialog).getByLabelText(label) as HTMLInputElement).value,
    );
    // Within Monday's hours, and as long as the meeting was.
    expect(start >= '09:00' && end <= '17:00').toBe(true);
    expect(dayjs(`2000-01-01T${end}`).diff(`2000-01-01T${start}`, 'minute')).toBe(30);
    // The times changed too, and the notes went: the move is said.
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Moved to Monday, .+ – .+\.$/);
  });

  it('offers the next time clear of the employer’s meetings when the applicant gave no availability', async () => {
    const [first, second] = seededFor(3).filter((m) => Date.parse(m.endTime) > Date.now());
    db().jobSeekerProfiles[String(first.jobSeekerId)].basicInfo.availableTime = [];
    const { dialog, set } = await editFirstMeeting();
    const other = dayjs(second.startTime);
    set('Date', other.format('YYYY-MM-DD'));
    set('Start time', other.format('HH:mm'));
    set('End time', other.add(30, 'minute').format('HH:mm'));
    await within(dialog).findByText(/^This overlaps /);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Use the next free time: / }));
    await waitFor(() => expect(within(dialog).queryByText(/^This overlaps /)).not.toBeInTheDocument());
    const start = dayjs(
      `${(within(dialog).getByLabelText('Date') as HTMLInputElement).value}T${(within(dialog).getByLabelText('Start time') as HTMLInputElement).value}`,
    );
    // After the meeting it overlapped, on from the time chosen.
    expect(start.isBefore(other)).toBe(false);
  });

  it('notes nothing about a time the fields say is wrong', async () => {
    const [, second] = seededFor(3).filter((m) => Date.parse(m.endTime) > Date.now());
    const { dialog, set } = await editFirstMeeting();

    const other = dayjs(second.startTime);
    set('Date', other.format('YYYY-MM-DD'));
    set('Start time', other.subtract(30, 'minute').format('HH:mm'));
    set('End time', other.add(30, 'minute').format('HH:mm'));
    expect(await within(dialog).findByText(/^This overlaps /)).toBeInTheDocument();
    // An hour before it to two hours before it: an end before the start, which would be 23 hours long.
    set('Start time', other.subtract(1, 'hour').format('HH:mm'));
    set('End time', other.subtract(2, 'hour').format('HH:mm'));
    fireEvent.blur(within(dialog).getByLabelText('End time'));
    expect(await within(dialog).findByText(MEETING_FORM_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(within(dialog).queryByText(/^This overlaps /)).not.toBeInTheDocument();
  });

  it('a meeting the server refuses leaves the applicant’s status as it was, not “Interviewing Process”', async () => {
    const { user } = renderApp('/employer/video-meetings/list', { user: 'employer' });
    await meetingItems();
    const meetings = db().meetings.length;
    const statuses = () => db().userJobs.map((l) => `${l.userId}:${l.jobId}:${l.status}`);
    const was = statuses();
    await user.click(screen.getByRole('button', { name: 'Schedule a meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a meeting' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Job' }));
    await user.click((await screen.findAllByRole('option', { name: /^Frontend Engineer/ }))[0]);
    await user.click(within(dialog).getByRole('combobox', { name: 'Applicant' }));
    await user.click((await screen.findAllByRole('option'))[0]);
    fireEvent.change(within(dialog).getByLabelText('Date'), {
      target: { value: dayjs().add(3, 'day').format('YYYY-MM-DD') },
    });
    fireEvent.change(within(dialog).getByLabelText('Start time'), { target: { value: '09:45' } });
    failNext({ method: 'POST', path: '/zoom/meeting', status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Internal server error');
    await waitFor(() => expect(statuses()).toEqual(was));
    expect(db().meetings).toHaveLength(meetings);
  });

  it('keeps what was typed and shows the server’s message when scheduling fails', async () => {
    const { user } = renderApp('/employer/video-meetings/list', { user: 'employer' });
    const [item] = await meetingItems();
    await user.click(within(item).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit meeting' });
    const notes = within(dialog).getByLabelText('Notes');
    await user.clear(notes);
    await user.type(notes, 'New agenda');
    failNext({ path: '/zoom/meeting', status: 409, message: 'The applicant has another meeting then' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The applicant has another meeting then',
    );
    expect(notes).toHaveValue('New agenda');
  });
});
