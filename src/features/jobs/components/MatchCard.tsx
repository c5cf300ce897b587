import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MatchedJob } from '@/state/jobs/types';
import { jobName } from '@/state/jobs/selectors';
import { ChipSection } from './ChipSection';
import { JobCard } from './JobCard';
import { JobStatusActions } from './JobStatusActions';

/** A best match with why it matches: shared qualifications, tags of jobs the seeker showed interest in. */
export function MatchCard({
  job,
  onDismiss,
  headingLevel,
}: {
  job: MatchedJob;
  onDismiss?: (id: number) => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const quals = job.matchedQualifications ?? [];
  const tags = job.matchedTags ?? [];
  // The card's parts are under its title: h4 where the title is an h3 (the overview's best matches).
  const parts = headingLevel === 'h3' ? 'h4' : 'h3';
  return (
    <JobCard
      job={job}
      headingLevel={headingLevel}
      actions={
        <>
          <JobStatusActions job={job} />
          {onDismiss && (
            <Button size="small" onClick={() => onDismiss(job.id)} aria-label={`Dismiss ${jobName(job)}`}>
              Dismiss
            </Button>
          )}
        </>
      }
    >
      {quals.length + tags.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Why it matches:
        </Typography>
      )}
      <ChipSection
        title="Your qualifications it asks for"
        items={quals}
        highlight={quals}
        headingLevel={parts}
      />
      <ChipSection title="Like jobs you looked at" items={tags} headingLevel={parts} />
    </JobCard>
  );
}
