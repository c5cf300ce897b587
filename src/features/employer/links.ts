import { paths } from '@/app/paths';

/** Links between the employer's applicant screens; the job and applicant travel in the query. */
export const employerLinks = {
  applicants: (jobId: number) => `${paths.employer.allJobPostings('applicants')}?jobId=${jobId}`,
  review: (jobId: number) => `${paths.employer.activeMatchJob}?jobId=${jobId}`,
  profile: (jobId: number, userId: number) =>
    `${paths.employer.jobseekerInformation}?jobId=${jobId}&userId=${userId}`,
  compare: (jobId: number, ids: number[]) =>
    `${paths.employer.compareApplicants}?jobId=${jobId}&ids=${ids.join(',')}`,
  editJob: (jobId: number) => `${paths.employer.jobsPosting('editJob')}?jobId=${jobId}`,
  duplicateJob: (jobId: number) => `${paths.employer.jobsPosting('duplicateJob')}?jobId=${jobId}`,
};

/** A positive integer from the query, or null. */
export { positiveInt as idParam } from '@/lib/positiveInt';
