import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EventIcon from '@mui/icons-material/Event';
import VideocamIcon from '@mui/icons-material/Videocam';
import { toast } from '@/components/toast';
import { ERRORS } from '@/lib/messages';
import { meetingStart, meetingTitle } from '@/state/meetings/selectors';
import type { Meeting } from '@/state/meetings/types';

export interface MeetingHandlers {
  onDetails?: (m: Meeting) => void;
  onEdit?: (m: Meeting) => void;
  onCancel?: (m: Meeting) => void;
}

/** A short text button's label starts at its edge, in line with a wrapped row's first button (no centring in 64 px). */
const TEXT_BUTTON = { minWidth: 0 } as const;

/**
 * Join, add to one's own calendar, and for the employer edit and cancel; past meetings only show details. Each
 * name starts with the button's visible label (WCAG 2.5.3), so "Click Add to calendar" works by voice.
 */

export function MeetingActions({
  meeting,
  past,
  onDetails,
  onEdit,
  onCancel,
}: MeetingHandlers & { meeting: Meeting; past?: boolean }) {
  const d = meeting.meetingDto;
  // With its day and time: two interviews with one person for one job read alike without them (QA).
  const about = `${meetingTitle(meeting)}, ${meetingStart(meeting)}`;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {!past && d.joinUrl && (
        <Button
          variant="contained"
          size="small"
          startIcon={<VideocamIcon />}
          href={d.joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Join ${about} (opens in a new tab)`}
        >
          Join
        </Button>
      )}
      {onDetails && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onDetails(meeting)}
          aria-label={`Details of ${about}`}
        >
          Details
        </Button>
      )}
      {!past && (
        <Button
          size="small"
          startIcon={<EventIcon />}
          // The file's writer loads when asked for (most meetings are never exported). Not loaded (offline) or
          // not written, the user is told the catalogue's 'Error' rather than nothing.
          onClick={() =>
            void import('../ics')
              .then((ics) => ics.downloadIcs(meeting))
              .catch(() => toast.error(ERRORS.generic))
          }
          aria-label={`Add to calendar: ${about} (.ics)`}
        >
          Add to calendar
        </Button>
      )}
      {!past && onEdit && (
        <Button size="small" onClick={() => onEdit(meeting)} aria-label={`Edit ${about}`} sx={TEXT_BUTTON}>
          Edit
        </Button>
      )}
      {!past && onCancel && (
        <Button
          size="small"
          color="error"
          sx={TEXT_BUTTON}
          onClick={() => onCancel(meeting)}
          aria-label={`Cancel meeting: ${about}`}
          data-cancel-meeting={d.id}
        >
          Cancel meeting
        </Button>
      )}
    </Stack>
  );
}
