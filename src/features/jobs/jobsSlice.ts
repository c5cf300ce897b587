import { createSlice } from '@reduxjs/toolkit';
import type { RequestsState } from '@/api/request-state';
import { sessionEnded } from '@/features/auth/events';
import type { Job, JobOptions } from './types';

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

const initialState: JobsState = {
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

const jobsSlice = createSlice({
  name: 'jobs',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export default jobsSlice.reducer;
