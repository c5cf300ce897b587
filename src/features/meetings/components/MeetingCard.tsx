import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meeting } from '@/state/meetings/types';
import { MeetingActions, type MeetingHandlers } from './MeetingActions';
import { MeetingCountdown, MeetingWhen } from './MeetingWhen';

/** One meeting in the list: the job, the other party, when, a countdown when soon, and its actions. */
export function MeetingCard({
  meeting,
  now,
  past,
  ...handlers
}: MeetingHandlers & { meeting: Meeting; now: number; past?: boolean }) {
  const d = meeting.meetingDto;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1, minWidth: 0 }}>
          {d.jobTitle ?? d.topic}
        </Typography>
        {!past && <MeetingCountdown meeting={meeting} now={now} />}
      </Box>
      <Typography>
        {d.otherPartyName ? `With ${d.otherPartyName}` : 'Interview'}
        {d.companyName ? ` · ${d.companyName}` : ''}
      </Typography>
      <MeetingWhen meeting={meeting} />
      <Box sx={{ mt: 1.5 }}>
        <MeetingActions meeting={meeting} past={past} {...handlers} />
      </Box>
    </Paper>
  );
}
