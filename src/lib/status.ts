import type { ApplicationStatus } from '@/state/jobs/types';

export type StatusTone = 'success' | 'warning' | 'error' | 'default';

/** Spec section 4: how an application status is shown. */
export const STATUS_DISPLAY: Record<ApplicationStatus, { label: string; tone: StatusTone }> = {
  SCHEDULED: { label: 'Interviewing Process', tone: 'warning' },
  NOT_A_MATCH: { label: 'Not a Match', tone: 'error' },
  SUBMITTED: { label: 'Application Submitted', tone: 'success' },
  SAVED: { label: 'Application Submitted', tone: 'success' },
  VIEWED: { label: 'Application Submitted', tone: 'success' },
  APPLIED: { label: 'Application Submitted', tone: 'success' },
};

export function statusDisplay(status: string | null | undefined) {
  return STATUS_DISPLAY[(status ?? '') as ApplicationStatus] ?? null;
}
