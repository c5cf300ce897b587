import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@/app/store';
import { readCompare, writeCompare } from '@/lib/storage';
import { sessionEnded } from '@/state/auth/events';
import { MAX_COMPARE } from '@/state/jobs/selectors';

/**
 * The jobs domain's client state: the jobs picked for comparison and the matches dismissed. Everything else of
 * the domain (the seeker's lists, searches, matches and descriptions; the employer's jobs, options and bulk review
 * list) is server data in the api cache (seekerEndpoints.ts, employerEndpoints.ts).
 */
export interface JobsState {
  /** Ids of the jobs picked for comparison, at most MAX_COMPARE, in the order picked. */
  compare: number[];
  /** Ids of the best matches dismissed in this visit: kept in memory only, so a reload shows them again. */
  dismissed: number[];
}

const jobsSlice = createSlice({
  name: 'jobs',
  // The comparison survives a reload in the tab, not the session (lib/storage.ts).
  initialState: (): JobsState => ({ compare: readCompare(), dismissed: [] }),
  reducers: {
    compareToggled(s, { payload: id }: PayloadAction<number>) {
      if (s.compare.includes(id)) s.compare = s.compare.filter((x) => x !== id);
      else if (s.compare.length < MAX_COMPARE) s.compare.push(id);
    },
    compareCleared(s) {
      s.compare = [];
    },
    matchDismissed(s, { payload: id }: PayloadAction<number>) {
      s.dismissed.push(id);
    },
    matchRestored(s, { payload: id }: PayloadAction<number>) {
      s.dismissed = s.dismissed.filter((x) => x !== id);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => ({ compare: [], dismissed: [] }));
  },
});

const { compareToggled, compareCleared } = jobsSlice.actions;
export const { matchDismissed, matchRestored } = jobsSlice.actions;

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
