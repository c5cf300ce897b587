import type { Role } from '@/lib/roles';
import { meetingStart, meetingTitle } from './selectors';
import type { Meeting } from './types';

const idOf = (m: Meeting) => m.meetingDto.id;
const startOf = (m: Meeting) => Date.parse(m.meetingDto.startTime);

/**
 * What the server's list says changed in the user's meetings to come since the list on screen was fetched, in one
 * notice (null: nothing). The spec has no notification for a meeting, and a job seeker waiting on the page to join
 * should hear that the interview was moved or cancelled, not only see a card go. A meeting scheduled for the job
 * seeker is news too (only an employer schedules, and their own shows as they make it).
 */
export function meetingChanges(shown: Meeting[], fetched: Meeting[], role: Role | null, now = Date.now()) {
  const ahead = (list: Meeting[]) => list.filter((m) => Date.parse(m.meetingDto.endTime) > now);
  const was = new Map(shown.map((m) => [idOf(m), m]));
  const stillThere = new Set(fetched.map(idOf));
  const scheduled = role === 'JOBSEEKER' ? ahead(fetched).filter((m) => !was.has(idOf(m))) : [];
  const moved = ahead(fetched).filter((m) => was.has(idOf(m)) && startOf(was.get(idOf(m))!) !== startOf(m));
  const cancelled = ahead(shown).filter((m) => !stillThere.has(idOf(m)));
  const said = [
    ...scheduled.map((m) => `New meeting: ${meetingTitle(m)} on ${meetingStart(m)}.`),
    ...moved.map((m) => `Meeting moved: ${meetingTitle(m)} is now on ${meetingStart(m)}.`),
    ...cancelled.map((m) => `Meeting cancelled: ${meetingTitle(m)} on ${meetingStart(m)}.`),
  ];
  if (said.length < 2) return said[0] ?? null;
  const counts = [
    [scheduled, 'new'],
    [moved, 'moved'],
    [cancelled, 'cancelled'],
  ] as const;
  const parts = counts.filter(([list]) => list.length).map(([list, word]) => `${list.length} ${word}`);
  return `Your meetings changed: ${parts.join(', ')}.`;
}
