import type { AvailableSlot, Education, WorkExperience } from '@/state/auth/profileTypes';
import type { Job, JobType, WorkArrangement } from '@/state/jobs/types';

export interface Industry {
  id: number;
  name: string;
}

export type PlanKey = 'Monthly' | 'Annual' | 'One-Time' | 'Free-Trial';

export interface PaymentPlan {
  id: number;
  key: PlanKey;
  name: string;
  price: number;
  currency?: string;
  features?: string[];
}

export interface Company {
  id?: number;
  companyName: string;
  industries: Industry[] | number[];
  termsAndConditionsAccepted: boolean;
  logoUrl?: string | null;
  website?: string;
  description?: string;
}

export interface Subscription {
  id?: number;
  planKey?: PlanKey;
  status?: string;
  freeTrial?: boolean;
  url?: string;
}

export interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role?: string;
  /** Not in the spec (docs/decisions.md): INVITED until the person has set a password from the invitation. */
  status?: 'ACTIVE' | 'INVITED';
}

/** GET /users/employer-basic-info: what setup progress is restored from. */
export interface EmployerBasicInfo {
  company: Company | null;
  subscription: Subscription | null;
}

/** A job as the employer writes it; isDuplicateListing lives in the form only (stripped before sending). */
export interface JobDraft {
  id?: number;
  title: string;
  description: string;
  jobType: 'PROFESSIONAL' | 'INTERNSHIP';
  workArrangements: WorkArrangement[];
  location: string;
  payMin: number | null;
  payMax: number | null;
  payPeriod: 'year' | 'hour';
  tags: string[];
  keyQualifications: string[];
  benefits: string[];
  isDuplicateListing?: boolean;
}

/** A row of the bulk review list (GET /jobs/bulk-jobs). */
export interface BulkJob extends JobDraft {
  id: number;
  /** The row of the uploaded file it came from (1 is the header). */
  row: number;
  fileName: string;
}

export type EmployerJobStatus = 'ACTIVE' | 'INACTIVE';
/** The status path parameter of PATCH /jobs/update-job-status/{id}/{status}: spec section 4's 'for example DELETE'. */
export type JobStatusChange = EmployerJobStatus | 'DELETE';
export type JobSort = 'NEWEST' | 'OLDEST' | 'TITLE' | 'APPLICANTS';

/**
 * An applicant as an employer sees them. The voluntary self-identification answers (disability, ethnicity,
 * veteran status) are deliberately absent: the backend never sends them to employers (docs/decisions.md).
 */
export interface ApplicantSummary {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  photoUrl: string | null;
  headline: string;
  location: string;
  keyQualifications: string[];
  sharedQualifications: string[];
  matchScore: number;
  employerJobStatus: string | null;
  appliedAt: string | null;
}

export interface ApplicantProfile extends ApplicantSummary {
  phoneNumber: string;
  education: Education[];
  workExperience: WorkExperience[];
  availableTime: AvailableSlot[];
  transcript: string;
  videoUrl: string | null;
  isSponsorshipRequired: boolean | null;
  universities: string[];
}

/** GET /users/best-match/{jobId}: one applicant at a time. */
export interface BestMatchPage {
  applicant: ApplicantProfile | null;
  index: number;
  total: number;
}

/** What an employer sets an applicant's status to: Not a Match, or back to what it was (an undo). */
export type EmployerSetStatus = 'NOT_A_MATCH' | 'SCHEDULED' | 'APPLIED';

/** Spec section 3, applicant action: employerJobStatus, and whether the review moves on. */
export interface ApplicantAction {
  employerJobStatus: 'SCHEDULED' | 'NOT_A_MATCH' | null;
  updateIndex: boolean;
}

/** GET /jobs/get-users: the latest applicants across the employer's jobs. */
export interface RecentApplicant {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  jobId: number;
  jobTitle: string;
  status: string;
  appliedAt: string;
}

/** Spec section 3: the job postings summary. */
export interface JobSummary {
  totalJobCount: number;
  activeJobs: Job[];
}

export interface EmployerJobQuery {
  jobType?: JobType;
  status?: EmployerJobStatus;
  jobSort: JobSort;
  search?: string;
  page: number;
  size: number;
}

/** The bulk calls answer with the whole review list as it now is. */
export interface BulkUpload {
  jobs: BulkJob[];
  added: number;
}

export interface BulkStatusResult {
  jobs: BulkJob[];
  count: number;
}

export interface CompanyInput {
  companyName: string;
  industries: number[];
  termsAndConditionsAccepted: boolean;
  website?: string;
  description?: string;
}

export interface InviteInput {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

/** What POST /subscription answers: a free trial, or the payment provider's url. */
export interface SubscribeResult {
  freeTrial: boolean;
  url: string | null;
  subscription: Subscription | null;
}
