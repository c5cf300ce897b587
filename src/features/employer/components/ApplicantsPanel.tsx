import { Fragment, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import { visuallyHidden } from '@mui/utils';
import { skipToken } from '@reduxjs/toolkit/query';
import { isRefusal } from '@/api/errors';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { TablePager } from '@/components/TablePager';
import { StatusChip } from '@/components/StatusChip';
import { toast } from '@/components/toast';
import StartChatButton from '@/features/chat/components/StartChatButton';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import { ApplicantsApi } from '@/state/employer/applicants';
import { employerLinks, idList } from '../links';
import { COMPARE_MAX, COMPARE_MIN } from '../compare';
import { LoadError } from '@/components/LoadError';
import { JobLoadError } from './JobLoadError';
import { comparePicks } from '@/lib/status';
import { asSentence, counted } from '@/lib/text';
import { initials, personName } from '@/lib/names';

/** Applicants a page: a job with hundreds is read, and its Compare reached, a page at a time. */
const PAGE = 20;
/** Up to this many, the applicants' email addresses show open under the list. */
const MANY_EMAILS = 10;

/** One job's applicants: profile links, chat, copy all emails, and picking 2 to 4 to compare. */
export function ApplicantsPanel({ jobId }: { jobId: number }) {
  const navigate = useNavigate();
  const jobQuery = EmployerJobsApi.useGetEmployerJobQuery(jobId);
  const job = jobQuery.currentData;
  // The applicants are asked for once the job has answered: a job the server refuses (gone) is said once, here,
  // not also by the list's toast. A job that failed otherwise still shows its applicants.
  const gone = isRefusal(jobQuery.error);
  const asked = jobQuery.isLoading || gone ? skipToken : jobId;
  const query = ApplicantsApi.useGetApplicantsQuery(asked);
  const applicants = query.currentData ?? [];
  const emailsQuery = ApplicantsApi.useGetApplicantEmailsQuery(asked);
  const emails = emailsQuery.currentData ?? [];
  // The applicants checked to compare are copied into the address (?picked=, replacing the entry): Back from the
  // comparison, or its 'Back to applicants', finds them still checked. The box follows the click at once (the
  // address changes a moment later). Only this job's applicants count.
  const [search, setSearch] = useSearchParams();
  const [checked, setChecked] = useState(() => idList(search.get('picked')));
  const picked = checked
    .filter((id) => !query.currentData || applicants.some((a) => a.id === id))
    .slice(0, COMPARE_MAX);
  /** Sets (or, given no value, removes) a parameter of the address, keeping the others; replaces the entry. */
  const setParam = (name: string, value: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  const setPicked = (next: number[]) => {
    setChecked(next);
    setParam('picked', next.join(','));
  };
  // The page is in the address too (?page=, from 1): Back from a profile opens the page it was opened from.
  const page = Math.max(0, (Number(search.get('page')) || 1) - 1);

  const copyEmails = async () => {
    try {
      await navigator.clipboard.writeText(emails.join(', '));
      toast.success(`${emails.length} email addresses copied.`);
    } catch {
      toast.error('Copying is blocked in this browser. Select the addresses below instead.');
    }
  };
  const toggle = (id: number) =>
    setPicked(
      picked.includes(id)
        ? picked.filter((x) => x !== id)
        : picked.length < COMPARE_MAX
          ? [...picked, id]
          : picked,
    );

  // No count until the list is in: '0 applicants' would read as none. Fewer than two have nothing to compare.
  const count = query.currentData ? applicants.length : null;
  const compare = `Check ${COMPARE_MIN} to ${COMPARE_MAX} to compare them.`;
  const subtitle =
    count === null
      ? compare
      : count === 0
        ? 'No applicants yet.'
        : count < COMPARE_MIN
          ? `${counted(count, 'applicant')}.`
          : `${counted(count, 'applicant')}, best match first. ${compare}`;

  // A gone job (or one whose applicants the server does not know) offers nothing to do with it.
  if (gone || query.error?.code === 'NOT_FOUND')
    return (
      <>
        <PageHeader title="Applicants" />
        <JobLoadError error={gone ? jobQuery.error : query.error} />
      </>
    );

  return (
    <>
      <PageHeader
        title={job ? `Applicants: ${job.title}` : 'Applicants'}
        subtitle={subtitle}
        actions={
          <>
            <Button component={RouterLink} to={employerLinks.review(jobId)} variant="contained">
              Review best matches
            </Button>
            <Button
              variant="outlined"
              startIcon={<CopyIcon />}
              disabled={!emails.length}
              onClick={() => void copyEmails()}
            >
              Copy all emails
            </Button>
            <Button
              variant="outlined"
              // Not before the list is in: the address may name ids that are not this job's applicants.
              disabled={picked.length < COMPARE_MIN || !query.currentData}
              onClick={() => navigate(employerLinks.compare(jobId, picked))}
            >
              Compare ({picked.length})
            </Button>
          </>
        }
      />
      {/* The job names the page: a failure to read it is said, with Retry (once: not when the list failed too). */}
      {jobQuery.isError && !query.isError && (
        <Box sx={{ mb: 2 }}>
          <LoadError error={jobQuery.error} onRetry={() => void jobQuery.refetch()} />
        </Box>
      )}
      {/* The emails are their own call: a failure says why Copy all emails waits, with Retry (the toast goes). */}
      {emailsQuery.isError && !query.isError && (
        <Box sx={{ mb: 2 }}>
          <LoadError
            message={`The applicants' email addresses could not be loaded. ${asSentence(emailsQuery.error?.message ?? '')}`}
            onRetry={() => void emailsQuery.refetch()}
          />
        </Box>
      )}
      {/* Each tick is said, as the job seeker's compare tray says it; the Compare button shows the count. */}
      <Box role="status" sx={visuallyHidden}>
        {comparePicks(picked.length, COMPARE_MAX, 'applicants')}
      </Box>
      <Paper variant="outlined">
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.currentData ? (
          <PageLoader />
        ) : applicants.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            No one has applied to this job yet.
          </Typography>
        ) : (
          <List aria-label="Applicants">
            {applicants.slice(page * PAGE, page * PAGE + PAGE).map((a) => {
              const name = personName(a);
              return (
                <ListItem key={a.id} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
                  <Checkbox
                    checked={picked.includes(a.id)}
                    disabled={!picked.includes(a.id) && picked.length >= COMPARE_MAX}
                    onChange={() => toggle(a.id)}
                    slotProps={{ input: { 'aria-label': `Compare ${name}` } }}
                  />
                  <Avatar src={a.photoUrl ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
                    {initials(a)}
                  </Avatar>
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Link
                      component={RouterLink}
                      to={employerLinks.profile(jobId, a.id, picked)}
                      sx={{ fontWeight: 600 }}
                    >
                      {name}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {a.headline} · {a.matchScore}% match
                    </Typography>
                  </Box>
                  <StatusChip status={a.employerJobStatus} />
                  <StartChatButton recipientId={a.id} recipientName={name} jobId={jobId} size="small" />
                </ListItem>
              );
            })}
          </List>
        )}
        {applicants.length > PAGE && (
          <TablePager
            count={applicants.length}
            page={page}
            pageSize={PAGE}
            onPage={(p) => setParam('page', p ? String(p + 1) : '')}
          />
        )}
      </Paper>
      {/* The addresses under the list: shown when a few, a block to open when many (200 filled the page). */}
      {emails.length > 0 && (
        <Typography
          component="details"
          open={emails.length <= MANY_EMAILS}
          variant="body2"
          color="text.secondary"
          sx={{ mt: 2, '& summary': { cursor: 'pointer', width: 'fit-content' } }}
        >
          <summary>{counted(emails.length, 'email address', 'email addresses')}</summary>
          {emails.map((email, i) => (
            // The line breaks between addresses, never inside one (unless it is longer than the whole line).
            <Fragment key={email}>
              <Box component="span" sx={{ display: 'inline-block', maxWidth: '100%' }}>
                {email}
                {i < emails.length - 1 && ','}
              </Box>{' '}
            </Fragment>
          ))}
        </Typography>
      )}
    </>
  );
}
