import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from '@/components/toast';
import { db } from '@/mocks/db';
import { meetingChanges } from '@/state/meetings/changes';
import { MeetingsApi } from '@/state/meetings/endpoints';
import type { Meeting } from '@/state/meetings/types';
import { meetingAt } from '../components/meetings-data';
import { signedInStore } from '../components/render';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-30T09:00:00');
const meeting = (id: number, startMs: number) =>
  meetingAt(id, startMs, { topic: 'Interview', otherPartyName: 'Northwind' });
const movedBy = (m: Meeting, ms: number) => meeting(m.meetingDto.id, Date.parse(m.meetingDto.startTime) + ms);

describe('what a fetched list of meetings says changed', () => {
  const [a, b, c] = [meeting(1, NOW + HOUR), meeting(2, NOW + 26 * HOUR), meeting(3, NOW + 50 * HOUR)];
  // A day of this year is said without its year.
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
  });

  it('names a cancelled, a moved and a new meeting with its day and time', () => {
    expect(meetingChanges([a, b], [b], 'JOBSEEKER', NOW)).toBe(
      'Meeting cancelled: Interview with Northwind on Monday, November 30 at 10:00 am.',
    );
    expect(meetingChanges([a, b], [movedBy(a, 2 * HOUR), b], 'JOBSEEKER', NOW)).toBe(
      'Meeting moved: Interview with Northwind is now on Monday, November 30 at 12:00 pm.',
    );
    expect(meetingChanges([a], [a, b], 'JOBSEEKER', NOW)).toBe(
      'New meeting: Interview with Northwind on Tuesday, December 1 at 11:00 am.',
    );
  });

  it('counts several changes in one notice', () => {
    expect(meetingChanges([a, b], [movedBy(b, HOUR), c], 'JOBSEEKER', NOW)).toBe(
      'Your meetings changed: 1 new, 1 moved, 1 cancelled.',
    );
    expect(meetingChanges([a, b, c], [], 'JOBSEEKER', NOW)).toBe('Your meetings changed: 3 cancelled.');
  });

  it('says nothing of an unchanged list, a meeting over, or a new one to the employer who schedules', () => {
    expect(meetingChanges([a, b], [b, a], 'JOBSEEKER', NOW)).toBeNull();
    // Over by now: gone from the list or not, it was not cancelled.
    const over = meeting(4, NOW - 2 * HOUR);
    expect(meetingChanges([over, a], [a], 'JOBSEEKER', NOW)).toBeNull();
    // The same instant written otherwise is not a move.
    const sameInstant = { ...a, meetingDto: { ...a.meetingDto, startTime: dayjs(NOW + HOUR).format() } };
    expect(meetingChanges([a], [sameInstant], 'JOBSEEKER', NOW)).toBeNull();
    expect(meetingChanges([a], [a, b], 'EMPLOYER', NOW)).toBeNull();
    expect(meetingChanges([a], [b], 'EMPLOYER', NOW)).toBe(
      'Meeting cancelled: Interview with Northwind on Monday, November 30 at 10:00 am.',
    );
  });
});

describe('a list fetched while this tab changes a meeting', () => {
  const { getMeetings, updateMeeting } = MeetingsApi.endpoints;

  it('is not taken for the other side’s change: the move made here is not told as news', async () => {
    const store = signedInStore('employer');
    await store.dispatch(getMeetings.initiate()).unwrap();
    const [first] = db()
      .meetings.filter((m) => m.employerId === 3 && Date.parse(m.endTime) > Date.now())
      .sort((x, y) => x.startTime.localeCompare(y.startTime));
    const start = dayjs(first.startTime).add(1, 'day');
    // The list is asked for (a poll, say) just before the employer moves the meeting here: its answer may still
    // have the old time.
    const polled = store.dispatch(getMeetings.initiate(undefined, { forceRefetch: true }));
    const moved = store.dispatch(
      updateMeeting.initiate({
        input: {
          id: first.id,
          topic: first.topic,
          startTime: start.toISOString(),
          endTime: start.add(1, 'hour').toISOString(),
          jobId: first.jobId ?? 0,
          jobSeekerId: first.jobSeekerId,
        },
      }),
    );
    await Promise.all([polled, moved]);
    // Any notice the poll's answer would give is on its way once the module that words it has loaded.
    await import('@/state/meetings/changes');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toast.peek()).toBe('Meeting updated.');
  });
});
