/**
 * Spec section 4's application statuses (SUBMITTED appears in display maps). Declared here so that shared code
 * imports no feature; the jobs domain's own type is the same union.
 */
export type ApplicationStatus = 'SAVED' | 'SCHEDULED' | 'NOT_A_MATCH' | 'VIEWED' | 'APPLIED' | 'SUBMITTED';

export type StatusTone = 'success' | 'warning' | 'error' | 'default';

/**
 * How an application status is shown: spec section 4's map, except that SAVED reads 'Saved' (neutral) and
 * VIEWED shows nothing, because 'Application Submitted' on a job someone only saved or opened is untrue
 * (docs/decisions.md, "Status chips").
 */
export const STATUS_DISPLAY: Record<ApplicationStatus, { label: string; tone: StatusTone } | null> = {
  APPLIED: { label: 'Application Submitted', tone: 'success' },
  SUBMITTED: { label: 'Application Submitted', tone: 'success' },
  SCHEDULED: { label: 'Interviewing Process', tone: 'warning' },
  NOT_A_MATCH: { label: 'Not a Match', tone: 'error' },
  SAVED: { label: 'Saved', tone: 'default' },
  VIEWED: null,
};

/** The chip for a status; null for VIEWED, a missing or an unknown status. */
export function statusDisplay(status: string | null | undefined) {
  const key = status ?? '';
  return Object.hasOwn(STATUS_DISPLAY, key) ? STATUS_DISPLAY[key as ApplicationStatus] : null;
}

/**
 * What a list with boxes to compare says as they are ticked (its role="status"): how many of the most are picked,
 * and what is left to do ('1 of 4 jobs picked to compare: pick at least one more'). None picked says nothing.
 * Here rather than in a file of its own, which would be a chunk of its own and grow the entry by its name.
 */
export const comparePicks = (picked: number, max: number, noun: string) =>
  picked
    ? `${picked} of ${max} ${noun} picked to compare${
        picked < 2
          ? ': pick at least one more'
          : picked < max
            ? ''
            : ': the most at once (remove one to pick another)'
      }`
    : '';
