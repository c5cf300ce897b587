import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '@/state/auth/events';
import type { Job, JobOptions } from '@/state/jobs/types';
import type { AppDispatch, RootState } from '@/app/store';
import { readCompare, writeCompare } from '@/state/jobs/compare';
import { MAX_COMPARE } from '@/state/jobs/selectors';
import { addEmployerJobCases, employerJobThunks } from '@/state/jobs/employerReducers';
import { trackRequests, type RequestsState } from '@/api/request-state';

/**
 * The jobs domain's client state: the jobs picked for comparison (the seeker's lists, searches, matches and
 * descriptions are server data in the api cache, src/state/jobs/seekerEndpoints.ts); options, bulk review list
 * and summary for the employer.
 */
export interface JobsState {
  /** Ids of the jobs picked for comparison, at most MAX_COMPARE, in the order picked. */
  compare: number[];
  jobDescription: Job | null;
  options: JobOptions;
  bulkJobs: Job[];
  summary: { totalJobCount: number; activeJobs: Job[] };
  requests: RequestsState;
}

export const initialJobsState: JobsState = {
  compare: [],
  jobDescription: null,
  options: { tags: [], qualifications: [], benefits: [] },
  bulkJobs: [],
  summary: { totalJobCount: 0, activeJobs: [] },
  requests: {},
};

// One slice for the jobs domain; the employer's cases live in their own module.
const jobsSlice = createSlice({
  name: 'jobs',
  // The comparison survives a reload in the tab (see ./compare.ts).
  initialState: () => ({ ...initialJobsState, compare: readCompare() }),
  reducers: {
    compareToggled(s, { payload: id }: PayloadAction<number>) {
      if (s.compare.includes(id)) s.compare = s.compare.filter((x) => x !== id);
      else if (s.compare.length < MAX_COMPARE) s.compare.push(id);
    },
    compareCleared(s) {
      s.compare = [];
    },
  },
  extraReducers: (builder) => {
    // The picked jobs belong to the tab, not the session (as they always have).
    builder.addCase(sessionEnded, (s) => ({ ...initialJobsState, compare: s.compare }));
    addEmployerJobCases(builder);
    trackRequests(builder, employerJobThunks);
  },
});

const { compareToggled, compareCleared } = jobsSlice.actions;

/** Picks a job for comparison, or unpicks it; the pick is written to the tab's storage. */
export const toggleCompare = (id: number) => (dispatch: AppDispatch, getState: () => RootState) => {
  dispatch(compareToggled(id));
  writeCompare(getState().jobs.compare);
};

export const clearCompare = () => (dispatch: AppDispatch, getState: () => RootState) => {
  dispatch(compareCleared());
  writeCompare(getState().jobs.compare);
};
export default jobsSlice.reducer;
