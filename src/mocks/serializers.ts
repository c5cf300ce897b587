import type { Job } from '@/state/jobs/types';
import { db } from './db';
import type { MockJob } from './seed/market';

/** A job as the API returns it: with its company's name and logo, and this user's status with it if any. */
export function jobDto(job: MockJob, userId?: number): Job {
  const company = db().companies.find((c) => c.id === job.companyId);
  const link =
    userId != null ? db().userJobs.find((u) => u.jobId === job.id && u.userId === userId) : undefined;
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    companyName: company?.companyName ?? '',
    companyLogo: company?.logoUrl ?? null,
    employerId: job.employerId,
    jobType: job.jobType,
    workArrangements: job.workArrangements,
    location: job.location,
    payMin: job.payMin,
    payMax: job.payMax,
    payPeriod: job.payPeriod,
    tags: job.tags,
    keyQualifications: job.keyQualifications,
    benefits: job.benefits,
    status: job.status,
    createdAt: job.createdAt,
    userJobStatus: link?.status ?? null,
    applicantCount: db().userJobs.filter(
      (u) => u.jobId === job.id && u.status !== 'SAVED' && u.status !== 'VIEWED',
    ).length,
  };
}

export const findJob = (id: number | string) =>
  db().jobs.find((j) => j.id === Number(id) && j.status !== 'DELETED');
