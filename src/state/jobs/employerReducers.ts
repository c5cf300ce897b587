import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { JobsState } from '@/state/jobs/jobsSlice';
import {
  fetchAddressSuggestions,
  fetchBulkJobs,
  fetchEmployerJobs,
  fetchJob,
  fetchJobOptions,
  fetchJobSummary,
  postJob,
  updateBulkJob,
  updateBulkJobsStatus,
  updateJob,
  updateJobStatus,
  uploadBulkJobs,
} from '@/state/jobs/employerApi';

/** The employer's thunks of the jobs domain (their request state is tracked by the slice). */
export const employerJobThunks: Array<{ typePrefix: string }> = [
  fetchJobOptions,
  postJob,
  updateJob,
  fetchJobSummary,
  fetchEmployerJobs,
  fetchJob,
  updateJobStatus,
  uploadBulkJobs,
  fetchBulkJobs,
  updateBulkJob,
  updateBulkJobsStatus,
  fetchAddressSuggestions,
];

/** The employer's cases of the jobs slice. */
export function addEmployerJobCases(builder: ActionReducerMapBuilder<JobsState>) {
  builder
    .addCase(fetchJobOptions.fulfilled, (s, a) => void (s.options = a.payload))
    .addCase(fetchJobSummary.fulfilled, (s, a) => void (s.summary = a.payload))
    .addCase(fetchJob.fulfilled, (s, a) => void (s.jobDescription = a.payload))
    // Spec section 4: a posted job increases the total by one and is added to active jobs.
    .addCase(postJob.fulfilled, (s, a) => {
      s.summary.totalJobCount += 1;
      s.summary.activeJobs.unshift(a.payload);
    })
    .addCase(updateJob.fulfilled, (s, a) => {
      s.summary.activeJobs = s.summary.activeJobs.map((j) => (j.id === a.payload.id ? a.payload : j));
    })
    .addCase(updateJobStatus.fulfilled, (s, a) => {
      const { job, status } = a.payload;
      s.summary.activeJobs = s.summary.activeJobs.filter((j) => j.id !== job.id);
      if (status === 'ACTIVE') s.summary.activeJobs.unshift({ ...job, status });
      if (status === 'DELETED') s.summary.totalJobCount = Math.max(0, s.summary.totalJobCount - 1);
    })
    .addCase(uploadBulkJobs.fulfilled, (s, a) => void (s.bulkJobs = a.payload.jobs))
    .addCase(fetchBulkJobs.fulfilled, (s, a) => void (s.bulkJobs = a.payload))
    .addCase(updateBulkJob.fulfilled, (s, a) => {
      s.bulkJobs = s.bulkJobs.map((b) => (b.id === a.payload.id ? a.payload : b));
    })
    .addCase(updateBulkJobsStatus.fulfilled, (s, a) => {
      s.bulkJobs = a.payload.jobs;
      // Posted rows are new active jobs; the summary is refetched by the screen for their ids.
      if (a.payload.status === 'POSTED') s.summary.totalJobCount += a.payload.count;
    });
}
