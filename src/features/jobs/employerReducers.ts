import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { JobsState } from './jobsSlice';

/** The employer's thunks of the jobs domain (their request state is tracked by the slice). */
export const employerJobThunks: Array<{ typePrefix: string }> = [];

/** The employer's cases of the jobs slice. */
export function addEmployerJobCases(_builder: ActionReducerMapBuilder<JobsState>) {}
