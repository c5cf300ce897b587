import { act, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { expect, vi } from 'vitest';
import { db } from '@/mocks/db';
import type { AppStore } from '@/app/store';
import { MeetingsApi } from '@/state/meetings/endpoints';
import type { MockMeeting } from '@/mocks/seed/meetings';
import type { Meeting } from '@/state/meetings/types';

/**
 * Adds a meeting to the mock's data with these times: a copy of `like` (by default the employer hr@acme.test's
 * first seeded meeting with a job), under its own id.
 */
export function addMeeting({
  id,
  start,
  end,
  like = db().meetings.find((m) => m.employerId === 3 && m.jobId != null)!,
  ...fields
}: {
  id: number;
  start: dayjs.ConfigType;
  end: dayjs.ConfigType;
  like?: MockMeeting;
} & Partial<MockMeeting>) {
  const meeting: MockMeeting = {
    ...like,
    id,
    zoomMeetingId: `z${id}`,
    startTime: dayjs(start).toISOString(),
    endTime: dayjs(end).toISOString(),
    ...fields,
  };
  db().meetings.push(meeting);
  return meeting;
}

/** Text as read, no-break spaces as spaces (the meeting screens keep each time whole with them). */
export const spaced = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ').trim();

const HOUR = 3_600_000;

/** A meeting as the API sends it, an hour long from `startMs`: an interview with Alex Rivera for a job. */
export const meetingAt = (
  id: number,
  startMs: number,
  extra: Partial<Meeting['meetingDto']> = {},
): Meeting => ({
  zoomMeetingId: `z${id}`,
  meetingDto: {
    id,
    topic: 'Interview: Frontend Engineer',
    startTime: new Date(startMs).toISOString(),
    endTime: new Date(startMs + HOUR).toISOString(),
    otherPartyName: 'Alex Rivera',
    jobTitle: 'Frontend Engineer',
    ...extra,
  },
});

/**
 * The meetings' cache entry, and a minute passing (fake timers) after which the screen's refresh, asked for again, has
 * answered.
 */
export function meetingsRefresh(store: AppStore) {
  const list = () => MeetingsApi.endpoints.getMeetings.select()(store.getState());
  const aMinute = async () => {
    const before = list().startedTimeStamp;
    await act(async () => void vi.advanceTimersByTime(61_000));
    await waitFor(() => expect(list().startedTimeStamp).not.toBe(before));
    await waitFor(() => expect(list().status).not.toBe('pending'));
  };
  return { list, aMinute };
}
