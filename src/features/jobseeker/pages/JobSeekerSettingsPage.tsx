import { useEffect, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectRequest } from '@/api/request-state';
import { PageHeader } from '@/components/PageHeader';
import AccountSettings from '@/features/auth/components/AccountSettings';
import { fetchJobSeekerProfile, updateJobSeekerDetails, type ProfilePatch } from '@/state/auth/profileApi';
import { PhotoSection } from '../components/PhotoSection';
import { PROFILE_SECTIONS } from '../components/ProfileSections';
import { profileSections } from '@/state/auth/progress';

const DONE_KEY = [
  'education',
  'workExperience',
  'introduction',
  'availableTime',
  'selfIdentification',
] as const;

/** /job-seeker/settings: every profile section editable (PUT), the photo, and the account itself. */
export default function JobSeekerSettingsPage() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector((s) => s.auth.jobSeekerProfile);
  const load = selectRequest(
    useAppSelector((s) => s.auth.requests),
    fetchJobSeekerProfile,
  );
  const [open, setOpen] = useState<string | false>(false);
  // Remounts a saved section's form so it starts from what the server kept.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    void dispatch(fetchJobSeekerProfile());
  }, [dispatch]);

  const save = async (patch: ProfilePatch) => {
    const ok = updateJobSeekerDetails.fulfilled.match(await dispatch(updateJobSeekerDetails(patch)));
    if (ok) setVersion((v) => v + 1);
    return ok;
  };
  const done = profileSections(profile);

  return (
    <>
      <PageHeader title="Settings" subtitle="Your profile as employers see it, and your account." />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Box component="section" aria-labelledby="profile-heading">
          <Typography variant="h2" id="profile-heading" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
            Profile
          </Typography>
          {load.isRejected && !profile && <Alert severity="error">{load.error?.message}</Alert>}
          {!profile && !load.isRejected && (
            <Skeleton variant="rounded" height={240} aria-label="Loading your profile" />
          )}
          {profile && (
            <>
              <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
                <PhotoSection />
              </Paper>
              {PROFILE_SECTIONS.map((section, i) => (
                <Accordion
                  key={section.key}
                  expanded={open === section.key}
                  onChange={(_, isOpen) => setOpen(isOpen ? section.key : false)}
                  variant="outlined"
                  disableGutters
                  // A closed section's form is not mounted: five forms at once make the page slow.
                  slotProps={{ transition: { unmountOnExit: true } }}
                >
                  <AccordionSummary
                    expandIcon={<ExpandMoreIcon />}
                    aria-controls={`${section.key}-panel`}
                    id={`${section.key}-summary`}
                  >
                    <Typography component="span" sx={{ fontWeight: 600, flexGrow: 1 }}>
                      {section.title}
                    </Typography>
                    {!done[DONE_KEY[i]] && (
                      <Chip size="small" color="warning" label="Missing" sx={{ mr: 1 }} />
                    )}
                  </AccordionSummary>
                  <AccordionDetails id={`${section.key}-panel`}>
                    <Box key={version}>
                      {section.render({ profile, save, submitLabel: `Save ${section.title.toLowerCase()}` })}
                    </Box>
                  </AccordionDetails>
                </Accordion>
              ))}
            </>
          )}
        </Box>
        <AccountSettings />
      </Box>
    </>
  );
}
