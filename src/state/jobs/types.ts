import type { ApplicationStatus } from '@/lib/status';

export type JobType = 'PROFESSIONAL' | 'INTERNSHIP';
export type WorkArrangement =
  'Full Time' | 'Fully Remote' | 'Part Time' | 'In Person' | 'Hybrid' | 'Internship';

export const JOB_TYPES: JobType[] = ['PROFESSIONAL', 'INTERNSHIP'];
/** How a job type reads (a job without one is professional). */
export const JOB_TYPE_LABEL: Record<JobType, string> = {
  PROFESSIONAL: 'Professional',
  INTERNSHIP: 'Internship',
};
export const WORK_ARRANGEMENTS: WorkArrangement[] = [
  'Full Time',
  'Fully Remote',
  'Part Time',
  'In Person',
  'Hybrid',
  'Internship',
];

/** Spec section 4: application statuses (SUBMITTED appears in display maps); one union, declared in lib. */
export type { ApplicationStatus };
/** The statuses a job seeker's job lists use. */
export type JobSeekerJobStatus = 'SAVED' | 'APPLIED' | 'VIEWED';

export interface Job {
  id: number;
  title: string;
  description?: string;
  companyName?: string;
  companyLogo?: string | null;
  /** Who posted it: a job seeker who applied messages them (docs/decisions.md). */
  employerId?: number;
  jobType?: JobType;
  workArrangements?: WorkArrangement[];
  location?: string;
  payMin?: number | null;
  payMax?: number | null;
  payPeriod?: string;
  tags?: string[];
  keyQualifications?: string[];
  benefits?: string[];
  status?: string;
  createdAt?: string;
  userJobStatus?: ApplicationStatus | null;
  applicantCount?: number;
}

/** A seeker's list by status, with the three counts every list answer carries (spec section 3). */
export interface JobsByStatus {
  jobs: Job[];
  savedJobsCount: number;
  viewedJobsCount: number;
  totalAppliedJobsCount: number;
}

export interface SearchParams {
  query: string;
  jobType: JobType[];
  workArrangement: WorkArrangement[];
  /** 0-based, as the backend counts. */
  page: number;
  size: number;
}

export interface SearchResult {
  jobs: Job[];
  total: number;
}

/** A best match, with why it matches when the backend says. */
export interface MatchedJob extends Job {
  matchScore?: number;
  matchedQualifications?: string[];
  matchedTags?: string[];
}

export interface MatchPage {
  jobs: MatchedJob[];
  total: number;
}
