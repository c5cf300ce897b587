import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { ApplicantsApi } from '@/state/employer/applicants';
import { MeetingsApi } from '@/state/meetings/endpoints';
import { signedInStore } from '../components/render';

const ALEX = 1;

describe('cancelling the last interview with an applicant', () => {
  it("takes the employer's cached applicant status back to submitted, without a reload", async () => {
    const store = signedInStore('employer');
    const jobId = db().userJobs.find(
      (l) =>
        l.userId === ALEX &&
        l.status === 'APPLIED' &&
        db().jobs.find((j) => j.id === l.jobId)?.companyId === 1,
    )!.jobId;
    // A screen showing the job's applicants stays subscribed, as a mounted list does.
    store.dispatch(ApplicantsApi.endpoints.getApplicants.initiate(jobId));
    const status = () =>
      ApplicantsApi.endpoints.getApplicants
        .select(jobId)(store.getState())
        .data?.find((a) => a.id === ALEX)?.employerJobStatus;
    await waitFor(() => expect(status()).toBe('APPLIED'));

    const start = Date.now() + 2 * 86_400_000;
    const meeting = await store
      .dispatch(
        MeetingsApi.endpoints.scheduleInterview.initiate({
          topic: 'Interview',
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + 3_600_000).toISOString(),
          notes: '',
          jobId,
          jobSeekerId: ALEX,
        }),
      )
      .unwrap();
    await waitFor(() => expect(status()).toBe('SCHEDULED'));

    await store.dispatch(MeetingsApi.endpoints.cancelMeeting.initiate(meeting.meetingDto.id)).unwrap();
    await waitFor(() => expect(status()).toBe('APPLIED'));
  });
});
