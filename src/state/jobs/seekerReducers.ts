import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { JobsState } from '@/state/jobs/jobsSlice';
import type { Job } from '@/state/jobs/types';
import {
  fetchBestMatches,
  fetchJob,
  fetchJobsByIds,
  fetchJobsByStatus,
  searchJobs,
  setJobStatus,
} from '@/state/jobs/seekerApi';

/** The seeker's thunks of the jobs domain (their request state is tracked by the slice). */
export const seekerJobThunks: Array<{ typePrefix: string }> = [
  fetchJobsByStatus,
  setJobStatus,
  fetchJob,
  searchJobs,
  fetchBestMatches,
  fetchJobsByIds,
];

const LIST = { SAVED: 'savedJobs', APPLIED: 'appliedJobs', VIEWED: 'viewedJobs' } as const;

/** The seeker's cases of the jobs slice. */
export function addSeekerJobCases(builder: ActionReducerMapBuilder<JobsState>) {
  builder
    .addCase(fetchJobsByStatus.fulfilled, (state, { payload, meta }) => {
      state[LIST[meta.arg]] = payload.jobs;
      state.savedJobsCount = payload.savedJobsCount;
      state.viewedJobsCount = payload.viewedJobsCount;
      state.totalAppliedJobsCount = payload.totalAppliedJobsCount;
    })
    .addCase(fetchJob.pending, (state, { meta }) => {
      if (state.jobDescription?.id !== meta.arg) state.jobDescription = null;
    })
    .addCase(fetchJob.fulfilled, (state, { payload }) => {
      state.jobDescription = payload ?? null;
    })
    .addCase(fetchBestMatches.fulfilled, (state, { payload }) => {
      const kept = payload.index === 0 ? [] : state.matchedJobs;
      const seen = new Set(kept.map((j) => j.id));
      state.matchedJobs = [...kept, ...payload.jobs.filter((j) => !seen.has(j.id))];
    })
    .addCase(setJobStatus.fulfilled, (state, { payload }) => {
      const patch = (job: Job | null) => {
        // A view never hides that the job was saved or applied to.
        if (job?.id === payload.jobId && (payload.status !== 'VIEWED' || !job.userJobStatus))
          job.userJobStatus = payload.status;
      };
      patch(state.jobDescription);
      [...state.matchedJobs, ...state.savedJobs, ...state.viewedJobs].forEach(patch);
    });
}
