import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '@/state/auth/events';
import type { Job } from '@/state/jobs/types';
import { addSeekerJobCases, seekerJobThunks } from '@/state/jobs/seekerReducers';
import { trackRequests, type RequestsState } from '@/api/request-state';

/** Spec section 3: job lists by status with their counts. */
export interface JobsState {
  savedJobs: Job[];
  appliedJobs: Job[];
  viewedJobs: Job[];
  matchedJobs: Job[];
  notAMatchJobs: Job[];
  savedJobsCount: number;
  viewedJobsCount: number;
  totalAppliedJobsCount: number;
  jobDescription: Job | null;
  requests: RequestsState;
}

export const initialJobsState: JobsState = {
  savedJobs: [],
  appliedJobs: [],
  viewedJobs: [],
  matchedJobs: [],
  notAMatchJobs: [],
  savedJobsCount: 0,
  viewedJobsCount: 0,
  totalAppliedJobsCount: 0,
  jobDescription: null,
  requests: {},
};

// One slice for the jobs domain; the job seeker's cases live in their own module.
const jobsSlice = createSlice({
  name: 'jobs',
  initialState: initialJobsState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialJobsState);
    addSeekerJobCases(builder);
    trackRequests(builder, seekerJobThunks);
  },
});

export default jobsSlice.reducer;
