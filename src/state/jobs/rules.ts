import type { Job } from './types';

/** The job's new status as every screen shows it: a view never hides that it was saved or applied to. */
export function withStatus(job: Job, jobId: number, status: Job['userJobStatus']) {
  if (job.id === jobId && (status !== 'VIEWED' || !job.userJobStatus)) job.userJobStatus = status;
}

const APPLIED_FAMILY = new Set(['APPLIED', 'SCHEDULED', 'NOT_A_MATCH', 'SUBMITTED']);

/** Whether the seeker has applied (any status the employer moved it to counts). */
export const hasApplied = (status: Job['userJobStatus']) => APPLIED_FAMILY.has(status ?? '');
