import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@/app/store';
import { readCompare, writeCompare } from '@/lib/storage';
import { sessionEnded } from '@/state/auth/events';
import { MAX_COMPARE } from '@/state/jobs/selectors';

/**
 * The jobs domain's client state: the jobs picked for comparison. Everything else of the domain (the seeker's
 * lists, searches, matches and descriptions; the employer's jobs, options and bulk review list) is server data
 * in the api cache (seekerEndpoints.ts, employerEndpoints.ts).
 */
export interface JobsState {
  /** Ids of the jobs picked for comparison, at most MAX_COMPARE, in the order picked. */
  compare: number[];
}

const jobsSlice = createSlice({
  name: 'jobs',
  // The comparison survives a reload in the tab, not the session (lib/storage.ts).
  initialState: (): JobsState => ({ compare: readCompare() }),
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
    builder.addCase(sessionEnded, () => ({ compare: [] }));
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
