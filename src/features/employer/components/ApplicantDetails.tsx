import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { formatDate, formatEndDate, formatTimeRange } from '@/lib/dates';
import { StatusChip } from '@/components/StatusChip';
import type { ApplicantProfile } from '@/state/employer/types';
import { initials, personName } from '@/lib/names';
import { learnDuration } from '@/lib/media';

/**
 * The transcript as a single caption cue, so the video introduction is never without captions. WebVTT ends a cue
 * at a blank line and reads '&', '<' and '-->' as markup: blank lines are dropped and those are escaped, so the
 * cue carries the whole transcript as written.
 */
const captionsFrom = (transcript: string) =>
  `data:text/vtt;charset=utf-8,${encodeURIComponent(
    `WEBVTT\n\n00:00.000 --> 59:59.000\n${transcript
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .split(/\r\n?|\n/)
      .filter((line) => line.trim())
      .join('\n')}\n`,
  )}`;

/** A stored time of day (HH:mm) on any date, for the 'h:mm a' the app shows times in. */
const timeOfDay = (time: string) => `2000-01-01T${time}`;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
      <Typography variant="h3" component="h3" sx={{ mb: 0.5, fontSize: '1rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * An applicant as an employer sees them: photo, video introduction with transcript, education, experience,
 * qualifications, availability. The self-identification answers are not part of ApplicantProfile at all.
 */
export function ApplicantDetails({
  applicant,
  compact = false,
}: {
  applicant: ApplicantProfile;
  compact?: boolean;
}) {
  const a = applicant;
  const name = personName(a);
  // A video the browser could not play (its link gone stale) gives way to a sentence, not a dead player.
  const [unplayable, setUnplayable] = useState<string | null>(null);
  return (
    <Box>
      {/* In a narrow column (comparison) the name and chips go below the photo rather than squeeze beside it. */}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar
          src={a.photoUrl ?? undefined}
          alt={a.photoUrl ? name : undefined}
          sx={{ width: '4rem', height: '4rem', fontSize: '1.625rem', bgcolor: 'primary.main' }}
        >
          {initials(a)}
        </Avatar>
        <Box sx={{ flex: '1 1 150px', minWidth: 0 }}>
          <Typography variant="h2" component="h2">
            {name}
          </Typography>
          <Typography color="text.secondary">{a.headline}</Typography>
          {/* A status chip reads whole: its label wraps rather than end in an ellipsis. */}
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              mt: 0.5,
              flexWrap: 'wrap',
              '& .MuiChip-root': { maxWidth: '100%', height: 'auto', minHeight: 24 },
              '& .MuiChip-label': { whiteSpace: 'normal' },
            }}
          >
            <Chip size="small" color="primary" label={`${a.matchScore}% match`} />
            <StatusChip status={a.employerJobStatus} />
          </Box>
        </Box>
      </Box>
      {!compact && a.videoUrl && (
        <Section title="Video introduction">
          {unplayable === a.videoUrl ? (
            <Typography variant="body2">This video introduction cannot be played just now.</Typography>
          ) : (
            <Box
              component="video"
              controls
              // Its metadata only (the recorder writes the duration into the file): the length shows before Play.
              preload="metadata"
              aria-label={`${personName(a)}’s video introduction`}
              src={a.videoUrl}
              onError={() => setUnplayable(a.videoUrl)}
              onLoadedMetadata={learnDuration}
              sx={{ width: '100%', maxHeight: 280, bgcolor: 'black', borderRadius: 1 }}
            >
              <track kind="captions" srcLang="en" label="English" src={captionsFrom(a.transcript)} default />
            </Box>
          )}
        </Section>
      )}
      {a.transcript && (
        <Section title="Transcript">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {a.transcript}
          </Typography>
        </Section>
      )}
      <Section title="Key qualifications">
        {/* Which ones the job asks for is said in words too, not by the chip's colour alone (WCAG 1.4.1): the
            legend for a sighted reader, each matching chip's hidden words for a screen reader. */}
        {a.keyQualifications.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {/* With no chip filled, a legend for filled ones read as if they matched (QA). */}
            {a.keyQualifications.some((q) => a.sharedQualifications.includes(q))
              ? 'Filled: matches the job'
              : 'None of these is one the job asks for'}
          </Typography>
        ) : (
          <Typography variant="body2">Not given</Typography>
        )}
        {/* A qualification longer than its column (side by side, or at 200% text) wraps rather than being cut. */}
        <Box
          sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', '& .MuiChip-label': { whiteSpace: 'normal' } }}
        >
          {a.keyQualifications.map((q) => {
            const matches = a.sharedQualifications.includes(q);
            return (
              <Chip
                key={q}
                size="small"
                label={
                  <>
                    {q}
                    {matches && (
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        (matches the job)
                      </Box>
                    )}
                  </>
                }
                variant={matches ? 'filled' : 'outlined'}
                color={matches ? 'success' : 'default'}
              />
            );
          })}
        </Box>
      </Section>
      <Section title="Experience">
        {/* The comparison keeps each entry to its line; the full profile adds what the person did there. */}
        {a.workExperience.map((w, i) => (
          <Box key={w.id ?? i} sx={{ '& + &': { mt: 1 } }}>
            <Typography variant="body2">
              <strong>{w.title}</strong>, {w.employer}
              {w.location && `, ${w.location}`} ({formatDate(w.startDate, 'monthYear')} –{' '}
              {w.current ? 'Present' : formatEndDate(w.endDate)})
            </Typography>
            {!compact && w.description && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {w.description}
              </Typography>
            )}
          </Box>
        ))}
      </Section>
      <Section title="Education">
        {a.education.map((e, i) => (
          <Typography key={e.id ?? i} variant="body2">
            <strong>
              {e.degree} {e.fieldOfStudy}
            </strong>
            , {e.institution} ({formatEndDate(e.endDate)}){e.gpa ? `, GPA ${e.gpa}` : ''}
          </Typography>
        ))}
      </Section>
      <Section title="Availability">
        {a.availableTime.length === 0 ? (
          <Typography variant="body2">Not given</Typography>
        ) : (
          a.availableTime.map((t) => (
            <Typography key={`${t.day}${t.startTime}`} variant="body2">
              {t.day} {formatTimeRange(timeOfDay(t.startTime), timeOfDay(t.endTime))}
            </Typography>
          ))
        )}
      </Section>
      {a.isSponsorshipRequired != null && (
        <Section title="Work authorization">
          <Typography variant="body2">
            {a.isSponsorshipRequired ? 'Needs visa sponsorship' : 'No sponsorship needed'}
          </Typography>
        </Section>
      )}
    </Box>
  );
}
