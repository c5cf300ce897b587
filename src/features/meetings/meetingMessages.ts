// The meeting form's messages, apart from its rules (meetingForm.ts, which bring yup): the calendar says one of them
// when a slot in the past is picked, and should not download the form's validation to do so.

/** A meeting may run past midnight but not for more than this. */
export const MAX_MEETING_HOURS = 8;

export const MEETING_FORM_MESSAGES = {
  past: 'Choose a start time in the future',
  tooLong: `A meeting can last at most ${MAX_MEETING_HOURS} hours`,
  /** An end before the start reads as the next day; past the longest meeting it is a slip, and says so. */
  endBeforeStart: `End time must be after the start time (a meeting can run past midnight for up to ${MAX_MEETING_HOURS} hours)`,
} as const;

/**
 * Where times are shown, the user's time zone named as people say it ('in your time zone (India Standard Time)'), at
 * `at` (an instant) or now:
 * an interview booked across zones reads at the same instant for both sides, and each can tell which clock it is.
 */
export function inYourZone(at?: string) {
  // The zone's name on the day shown (a meeting in March is on Eastern Daylight Time, whatever today's is).
  const name = new Intl.DateTimeFormat(undefined, { timeZoneName: 'long' })
    .formatToParts(at ? new Date(at) : undefined)
    .find((p) => p.type === 'timeZoneName')?.value;
  return name ? `in your time zone (${name})` : 'in your time zone';
}
