import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '@/state/auth/events';
import type { Job, JobOptions } from '@/state/jobs/types';
import { addSeekerJobCases, seekerJobThunks } from '@/state/jobs/seekerReducers';
import { addEmployerJobCases, employerJobThunks } from '@/state/jobs/employerReducers';
import { trackRequests, type RequestsState } from '@/api/request-state';

/** Spec section 3: job lists by status with their counts, options, bulk review list and summary. */
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
  options: JobOptions;
  bulkJobs: Job[];
  summary: { totalJobCount: number; activeJobs: Job[] };
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
  options: { tags: [], qualifications: [], benefits: [] },
  bulkJobs: [],
  summary: { totalJobCount: 0, activeJobs: [] },
  requests: {},
};

// One slice for the jobs domain; the job seeker's and the employer's cases live in their own modules.
const jobsSlice = createSlice({
  name: 'jobs',
  initialState: initialJobsState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialJobsState);
    addSeekerJobCases(builder);
    addEmployerJobCases(builder);
    trackRequests(builder, [...seekerJobThunks, ...employerJobThunks]);
  },
});

export default jobsSlice.reducer;
