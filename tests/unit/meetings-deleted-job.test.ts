// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EP } from '@/api/endpoints';
import type { Job } from '@/state/jobs/types';
import type { Meeting } from '@/state/meetings/types';
import { db } from '@/mocks/db';
import { call } from './mockCall';

describe('mock meetings of a renamed, then deleted job', () => {
  it("keep the job's last title (and its company), not null", async () => {
    const meeting = db().meetings.find((m) => m.employerId === 3 && m.jobId != null)!;
    const jobId = meeting.jobId!;
    const { data: job } = await call<Job>(3, 'GET', EP.jobs.byId(jobId));
    const renamed = `${job.title} Senior`;
    expect((await call(3, 'PUT', EP.jobs.update, { ...job, title: renamed })).status).toBe(200);
    expect((await call(3, 'PATCH', EP.jobs.updateStatus(jobId, 'DELETE'))).status).toBe(200);

    const mine = await call<Meeting[]>(3, 'GET', EP.meetings.mine);
    const dto = mine.data.find((m) => m.meetingDto.id === meeting.id)!.meetingDto;
    expect(dto).toMatchObject({ jobId, jobTitle: renamed, companyName: job.companyName });
    // The job seeker's copy and the one-meeting answer say the same.
    const one = await call<Meeting>(meeting.jobSeekerId, 'GET', EP.meetings.byId(meeting.id));
    expect(one.data.meetingDto.jobTitle).toBe(renamed);
  });
});
