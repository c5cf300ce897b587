// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EP } from '@/api/endpoints';
import type { Meeting } from '@/state/meetings/types';
import { db } from '@/mocks/db';
import { call } from './mockCall';

const inTwoDays = Date.now() + 2 * 86_400_000;
const input = {
  topic: 'Interview',
  startTime: new Date(inTwoDays).toISOString(),
  endTime: new Date(inTwoDays + 3_600_000).toISOString(),
  jobId: 18,
  jobSeekerId: 1,
  notes: '',
};

describe('mock meetings backend', () => {
  it('shows one meeting to both parties, each with the other as the other party', async () => {
    const created = await call<Meeting>(3, 'POST', EP.meetings.zoom, input);
    expect(created.status).toBe(200);
    const id = created.data.meetingDto.id;
    const asSeeker = await call<Meeting[]>(1, 'GET', EP.meetings.mine);
    const asEmployer = await call<Meeting[]>(3, 'GET', EP.meetings.mine);
    expect(asSeeker.data.find((m) => m.meetingDto.id === id)?.meetingDto.otherPartyName).toBe('Morgan Lee');
    expect(asEmployer.data.find((m) => m.meetingDto.id === id)?.meetingDto.otherPartyName).toBe(
      'Alex Rivera',
    );
    expect(created.data.meetingDto.joinUrl).toBe(`/media/meeting.html?id=${created.data.zoomMeetingId}`);
  });

  it('serves GET /meetings/{id} to the parties only', async () => {
    const [first] = db().meetings;
    expect((await call(first.jobSeekerId, 'GET', EP.meetings.byId(first.id))).status).toBe(200);
    expect((await call(2, 'GET', EP.meetings.byId(first.id))).status).toBe(404);
  });

  it('lets only the owning employer create, move and cancel', async () => {
    expect((await call(1, 'POST', EP.meetings.zoom, input)).status).toBe(403);
    const [first] = db().meetings;
    expect((await call(1, 'DELETE', EP.meetings.zoomById(first.id))).status).toBe(403);
    const bad = await call<{ message: string }>(3, 'POST', EP.meetings.zoom, {
      ...input,
      endTime: input.startTime,
    });
    expect(bad).toMatchObject({ status: 400, data: { message: 'The meeting must end after it starts' } });
    const moved = await call<Meeting>(3, 'PUT', EP.meetings.zoom, { ...input, id: first.id });
    expect(moved.data.meetingDto.startTime).toBe(input.startTime);
    expect((await call(3, 'DELETE', EP.meetings.zoomById(first.id))).status).toBe(200);
    expect(db().meetings.some((m) => m.id === first.id)).toBe(false);
  });
});

describe('the demo data', () => {
  it('has every seeded interview on an application in the interviewing process, and Alex one still submitted', () => {
    for (const m of db().meetings) {
      const link = db().userJobs.find((l) => l.userId === m.jobSeekerId && l.jobId === m.jobId);
      expect(link?.status, `meeting ${m.id}`).toBe('SCHEDULED');
    }
    // The demo keeps both chips for the job seeker's applications, both with Acme: its review can schedule Alex.
    const alex = db().userJobs.filter((l) => l.userId === 1);
    const acmeJob = (id: number) => db().jobs.find((j) => j.id === id)?.companyId === 1;
    expect(alex.filter((l) => l.status === 'APPLIED' && acmeJob(l.jobId))).not.toHaveLength(0);
    expect(alex.filter((l) => l.status === 'SCHEDULED' && acmeJob(l.jobId))).not.toHaveLength(0);
  });
});
