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

describe("a meeting's own fetch", () => {
  it('brings the list the time the other side moved it to', async () => {
    const store = signedInStore('seeker');
    const list = store.dispatch(MeetingsApi.endpoints.getMeetings.initiate());
    const [first] = await list.unwrap();
    const id = first.meetingDto.id;
    // The employer moves it two hours on (in their browser): this list still has the old time.
    const stored = db().meetings.find((m) => m.id === id)!;
    const moved = new Date(Date.parse(stored.startTime) + 7_200_000).toISOString();
    stored.startTime = moved;
    stored.endTime = new Date(Date.parse(moved) + 3_600_000).toISOString();
    // The details dialog reads the meeting afresh.
    await store.dispatch(MeetingsApi.endpoints.getMeeting.initiate(id)).unwrap();
    const listed = MeetingsApi.endpoints.getMeetings
      .select()(store.getState())
      .data?.find((m) => m.meetingDto.id === id);
    expect(Date.parse(listed!.meetingDto.startTime)).toBe(Date.parse(moved));
    list.unsubscribe();
  });
});
