import { Suspense, useState, type ComponentProps, type Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreIcon from '@mui/icons-material/MoreVert';
import type { Job } from '@/state/jobs/types';
import type { JobStatusChange } from '@/state/employer/types';
import { employerLinks, FROM_JOB_LIST } from '../links';
import { lazyOnce } from '@/lib/lazyOnce';
import type { ConfirmDialog } from './ConfirmDialog';

// The delete question's dialog loads as the menu opens (where it is asked), not with the job list.
const confirmDialog = lazyOnce<ComponentProps<typeof ConfirmDialog>>(() =>
  import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

// The job's interviews are the calendar's (a job list does not load meetings): said, not listed.
const INTERVIEWS = ' Interviews scheduled with its applicants stay on the calendar: cancel them there.';

/** A job's actions in the list: applicants, review, edit, duplicate, (de)activate, delete (confirmed). */
export function JobRowActions({
  job,
  onStatus,
  changing,
  buttonRef,
}: {
  job: Job;
  onStatus: (job: Job, status: JobStatusChange) => void;
  /** A status change of this job is under way: another waits for its outcome (its links stay). */
  changing?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirm, setConfirm] = useState(false);
  // Rendered once asked, and kept, so it closes with its transition and gives focus back as a dialog does.
  const [asked, setAsked] = useState(false);
  const close = () => setAnchor(null);
  const active = job.status === 'ACTIVE';
  const link = (to: string, label: string, state?: object) => (
    <MenuItem component={RouterLink} to={to} state={state} onClick={close}>
      {label}
    </MenuItem>
  );
  return (
    <>
      <IconButton
        ref={buttonRef}
        // Named with the job's place too: a company may post one title in several cities.
        aria-label={`Actions for ${job.title}${job.location ? ` in ${job.location}` : ''}`}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          void confirmDialog.load().catch(() => {});
        }}
      >
        <MoreIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {link(employerLinks.applicants(job.id), 'Applicants')}
        {link(employerLinks.review(job.id), 'Review best matches')}
        {link(employerLinks.editJob(job.id), 'Edit', FROM_JOB_LIST)}
        {link(employerLinks.duplicateJob(job.id), 'Duplicate as new post')}
        <MenuItem
          disabled={changing}
          onClick={() => {
            close();
            onStatus(job, active ? 'INACTIVE' : 'ACTIVE');
          }}
        >
          {active ? 'Deactivate' : 'Activate'}
        </MenuItem>
        <MenuItem
          disabled={changing}
          sx={{ color: 'error.main' }}
          onClick={() => {
            close();
            setAsked(true);
            setConfirm(true);
          }}
        >
          Delete
        </MenuItem>
      </Menu>
      {asked && (
        <Suspense fallback={null}>
          <confirmDialog.Component
            open={confirm}
            title="Delete this job?"
            body={`"${job.title}" will be removed for good, with its applicants' links to it.${job.applicantCount ? INTERVIEWS : ''}`}
            confirmLabel="Delete job"
            onConfirm={() => onStatus(job, 'DELETE')}
            onClose={() => setConfirm(false)}
          />
        </Suspense>
      )}
    </>
  );
}
