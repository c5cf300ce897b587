import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePathType } from '@/app/hooks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { paths } from '@/app/paths';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { useMeetings } from '@/state/meetings/endpoints';
import { splitMeetings } from '@/state/meetings/selectors';
import { MeetingCard } from '../components/MeetingCard';
import { useMeetingDialogs } from '../components/useMeetingDialogs';
import { useNow } from '../components/useNow';
import { inYourZone } from '../meetingMessages';
import { MeetingsLoadError } from '../components/MeetingsLoadError';
import { useFocusFirstNew } from '@/lib/useFocusFirstNew';
import { useFocusStaysIn } from '@/lib/useRefocus';

type TabKey = 'upcoming' | 'past';

/** Meetings pile up over the years: the list shows a page at a time. */
const PAGE = 10;

/**
 * Both roles' meetings: /job-seeker/video-meetings and /employer/video-meetings/{type} (`list` and
 * `upcoming` open the upcoming tab, `past` the past one; the job seeker's tab is a query parameter).
 */
export default function MeetingsPage() {
  const navigate = useNavigate();
  const type = usePathType();
  const [search, setSearch] = useSearchParams();
  const request = useMeetings();
  const meetings = useMemo(() => request.data ?? [], [request.data]);
  const { handlers, isEmployer, schedule, dialogs } = useMeetingDialogs();
  const now = useNow(1000);
  const { upcoming, past } = useMemo(() => splitMeetings(meetings, now), [meetings, now]);
  const tab: TabKey = (type ?? search.get('tab')) === 'past' ? 'past' : 'upcoming';
  const all = tab === 'past' ? past : upcoming;
  const [limit, setLimit] = useState(PAGE);
  const shown = all.slice(0, limit);
  // Unknown (loading, or the call failed): a dash, not a 0 that reads as data.
  const count = (n: number) => (request.data ? n : '–');

  // A meeting that ends leaves the upcoming list with whatever of it had focus: focus goes to the list it was in,
  // not to the page (Tab then goes on to the next meeting).
  const panel = useRef<HTMLDivElement>(null);
  const keepFocus = useFocusStaysIn(panel, shown);

  const list = useRef<HTMLUListElement>(null);
  const focusNew = useFocusFirstNew(list, ':scope > li', shown);

  const changeTab = (next: TabKey) => {
    setLimit(PAGE);
    if (isEmployer) navigate(paths.employer.videoMeetings(next === 'past' ? 'past' : 'list'));
    else setSearch(next === 'past' ? { tab: 'past' } : {});
  };

  return (
    <>
      <PageHeader
        title="Video meetings"
        subtitle={`Times are shown ${inYourZone()}.`}
        actions={
          isEmployer && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => schedule()}>
              Schedule a meeting
            </Button>
          )
        }
      />
      <Tabs value={tab} onChange={(_, v: TabKey) => changeTab(v)} aria-label="Meetings" sx={{ mb: 2 }}>
        <Tab
          value="upcoming"
          label={`Upcoming (${count(upcoming.length)})`}
          id="tab-upcoming"
          aria-controls="meetings-panel"
        />
        <Tab
          value="past"
          label={`Past (${count(past.length)})`}
          id="tab-past"
          aria-controls="meetings-panel"
        />
      </Tabs>
      <Box
        role="tabpanel"
        id="meetings-panel"
        aria-labelledby={`tab-${tab}`}
        ref={panel}
        tabIndex={-1}
        sx={{ outline: 'none' }}
      >
        {request.isLoading && <PageLoader />}
        <MeetingsLoadError request={request} />
        {request.isSuccess && all.length === 0 && (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">
              {tab === 'past'
                ? 'No past meetings yet.'
                : isEmployer
                  ? 'No upcoming meetings. Schedule one with an applicant.'
                  : 'No upcoming meetings. When an employer invites you to an interview, it shows here.'}
            </Typography>
          </Paper>
        )}
        <Stack ref={list} component="ul" spacing={2} sx={{ p: 0, m: 0 }} onFocus={keepFocus}>
          {shown.map((m) => (
            <MeetingCard key={m.meetingDto.id} meeting={m} now={now} past={tab === 'past'} {...handlers} />
          ))}
        </Stack>
        {all.length > shown.length && (
          <Button
            sx={{ mt: 2 }}
            onClick={() => {
              focusNew();
              setLimit((n) => n + PAGE);
            }}
          >
            Show more ({all.length - shown.length} more)
          </Button>
        )}
      </Box>
      {dialogs}
    </>
  );
}
