/**
 * When the job seeker's interview for the job, still booked, starts, if there is one (`bookedInterview` in
 * meetingForm.ts). A public entry point of the meetings feature, for a Not a Match, which does not cancel it: read
 * with the scheduling dialog's form chunk, which the screens that offer Not a Match fetch anyway.
 */
export const bookedInterview = (...args: Parameters<typeof import('./meetingForm').bookedInterview>) =>
  import('./components/ScheduleMeetingForm').then((m) => m.bookedInterview(...args));
