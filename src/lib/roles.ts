/** Spec section 1 and 6: two roles, with user type ids 1 and 2. JOB_SEEKER is an alias the backend may send. */
export type Role = 'JOBSEEKER' | 'EMPLOYER';

export const USER_TYPE_ID: Record<Role, number> = { JOBSEEKER: 1, EMPLOYER: 2 };

/** Normalises whatever the backend or a URL calls a role (1, '2', 'JOB_SEEKER', 'employer', 'jobseeker'). */
export function toRole(value: unknown): Role | null {
  const v = String(value ?? '')
    .trim()
    .toUpperCase()
    .replace(/[-_ ]/g, '');
  if (v === '1' || v === 'JOBSEEKER' || v === 'APPLICANT') return 'JOBSEEKER';
  if (v === '2' || v === 'EMPLOYER') return 'EMPLOYER';
  return null;
}

/** The URL slug used by /signup/{userType}. */
export const ROLE_SLUG: Record<Role, string> = { JOBSEEKER: 'jobseeker', EMPLOYER: 'employer' };

export const ROLE_LABEL: Record<Role, string> = { JOBSEEKER: 'Job seeker', EMPLOYER: 'Employer' };
