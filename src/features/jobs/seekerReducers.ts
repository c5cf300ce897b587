import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { JobsState } from './jobsSlice';

/** The seeker's thunks of the jobs domain (their request state is tracked by the slice). */
export const seekerJobThunks: Array<{ typePrefix: string }> = [];

/** The seeker's cases of the jobs slice. */
export function addSeekerJobCases(_builder: ActionReducerMapBuilder<JobsState>) {}
