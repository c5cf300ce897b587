import { meetingTitle } from '@/state/meetings/selectors';
import type { Meeting } from '@/state/meetings/types';

/** An instant in iCalendar's UTC form: 20261122T143000Z. */
const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text: backslash, semicolon, comma and newlines are escaped. */
const escape = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 folds lines longer than 75 octets; continuation lines start with a space. */
function fold(line: string) {
  const parts = [line.slice(0, 75)];
  for (let i = 75; i < line.length; i += 74) parts.push(line.slice(i, i + 74));
  return parts.join('\r\n ');
}

/** A meeting as an .ics calendar file, so it can go into the user's own calendar. */
export function meetingToIcs(meeting: Meeting, origin: string, now = new Date()): string {
  const d = meeting.meetingDto;
  const link = d.joinUrl ? new URL(d.joinUrl, origin).href : '';
  const description = [
    d.jobTitle && `Job: ${d.jobTitle}`,
    d.otherPartyName && `With: ${d.otherPartyName}`,
    d.notes,
    link && `Join: ${link}`,
  ]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sensiworks//Meetings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${meeting.zoomMeetingId || d.id}@sensiworks`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${icsTime(d.startTime)}`,
    `DTEND:${icsTime(d.endTime)}`,
    `SUMMARY:${escape(meetingTitle(meeting))}`,
    description && `DESCRIPTION:${escape(description)}`,
    link && `LOCATION:${escape(link)}`,
    link && `URL:${link}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter(Boolean) as string[];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** Saves the meeting's .ics file through the browser's download. */
export function downloadIcs(meeting: Meeting) {
  const blob = new Blob([meetingToIcs(meeting, window.location.origin)], {
    type: 'text/calendar;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `meeting-${meeting.meetingDto.id}.ics`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
