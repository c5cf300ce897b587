import { paths } from '@/app/paths';
import { positiveInt } from '@/lib/positiveInt';

/** The applicants checked to compare, riding along in a link (none: nothing). */
const withPicked = (picked: number[]) => (picked.length ? `&picked=${picked.join(',')}` : '');

/** Links between the employer's applicant screens; the job and applicant travel in the query. */
export const employerLinks = {
  /** `picked`: the applicants checked to compare, kept in the address so Back from the comparison finds them. */
  applicants: (jobId: number, picked: number[] = []) =>
    `${paths.employer.allJobPostings('applicants')}?jobId=${jobId}${withPicked(picked)}`,
  review: (jobId: number) => `${paths.employer.activeMatchJob}?jobId=${jobId}`,
  /** `picked` rides along so the profile's 'Back to applicants' finds them still checked. */
  profile: (jobId: number, userId: number, picked: number[] = []) =>
    `${paths.employer.jobseekerInformation}?jobId=${jobId}&userId=${userId}${withPicked(picked)}`,
  compare: (jobId: number, ids: number[]) =>
    `${paths.employer.compareApplicants}?jobId=${jobId}&ids=${ids.join(',')}`,
  editJob: (jobId: number) => `${paths.employer.jobsPosting('editJob')}?jobId=${jobId}`,
  duplicateJob: (jobId: number) => `${paths.employer.jobsPosting('duplicateJob')}?jobId=${jobId}`,
};

/** The state of a link from the job list to a job's edit: saving goes back to the list as it was (page, filters). */
export const FROM_JOB_LIST = { fromJobList: true };

/** A positive integer from the query, or null. */
export { positiveInt as idParam };

/** Ids from a comma-separated query value ('3,5,x,3' is [3, 5]): each once, the bad ones left out. */
export const idList = (value: string | null) =>
  [...new Set((value ?? '').split(',').map(positiveInt))].filter((x): x is number => x != null);
