import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDuration, formatTimeRange } from '@/lib/dates';
import { formatDay, meetingPhase } from '@/state/meetings/selectors';
import type { Meeting } from '@/state/meetings/types';

/**
 * The meeting's day and hours in the viewer's zone, in the spec's formats ('dddd, MMMM D', 'h:mm a'), the year added
 * when not this one. Each time is kept whole, as the calendar's are: a narrow card wraps after '2:45 pm –', never
 * inside '3:45 pm'.
 */
export function MeetingWhen({ meeting }: { meeting: Meeting }) {
  const d = meeting.meetingDto;
  return (
    <Typography color="text.secondary">
      {formatDay(d.startTime)} · {formatTimeRange(d.startTime, d.endTime).replace(/ (?!\d)/g, '\u00a0')}
    </Typography>
  );
}

/** A countdown (HH:mm:ss) when the meeting starts soon, or a live marker while it runs. */
export function MeetingCountdown({ meeting, now }: { meeting: Meeting; now: number }) {
  const phase = meetingPhase(meeting, now);
  if (phase.kind === 'live') return <Chip color="success" size="small" label="In progress" />;
  if (phase.kind !== 'soon') return null;
  return (
    <Chip
      color="warning"
      size="small"
      role="timer"
      aria-label={`Starts in ${formatDuration(phase.msLeft)}`}
      label={`Starts in ${formatDuration(phase.msLeft)}`}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
