import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readReviewIndex } from '@/lib/storage';
import { sessionEnded } from '@/state/auth/events';
import type { ApplicantAction } from '@/state/employer/types';

/**
 * Spec section 3, employer state, minus what the server owns: company, plan, logo, industries, plans and
 * users live in the query cache (endpoints.ts), setup progress is derived (selectors.ts). What is left is
 * where the employer is in a job's best-match review.
 */
export interface EmployerState {
  review: { jobId: number | null; index: number };
}

const initialState: EmployerState = { review: { jobId: null, index: 0 } };

const employerSlice = createSlice({
  name: 'employer',
  initialState,
  reducers: {
    /**
     * Reviewing another job starts where this tab left it (kept across a reload, lib/storage.ts), else at its
     * best match.
     */
    reviewOpened: {
      reducer(state, action: PayloadAction<{ jobId: number; index: number }>) {
        if (state.review.jobId !== action.payload.jobId) state.review = action.payload;
      },
      prepare: (jobId: number) => ({ payload: { jobId, index: readReviewIndex(jobId) } }),
    },
    /**
     * Spec section 4: the index advances by one when an action carries updateIndex. The status itself
     * (employerJobStatus) is the server's: the call that set it refreshes the applicant in the cache.
     */
    applicantActed(state, action: PayloadAction<ApplicantAction>) {
      if (action.payload.updateIndex) state.review.index += 1;
    },
    /** An applicant's Not a Match was undone: the review goes back to them. */
    applicantActionUndone(state) {
      state.review.index = Math.max(0, state.review.index - 1);
    },
    /** Spec section 4: reset returns to the start. */
    reviewReset(state) {
      state.review.index = 0;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const { reviewOpened, applicantActed, applicantActionUndone, reviewReset } = employerSlice.actions;
export default employerSlice.reducer;
