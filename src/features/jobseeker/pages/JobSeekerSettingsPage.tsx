import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PageHeader } from '@/components/PageHeader';
import { hasDraft } from '@/lib/drafts';
import AccountSettings from '@/components/account/AccountSettings';
import { useAccountSettings } from '@/state/auth/endpoints';
import { ProfileApi } from '@/state/auth/profileEndpoints';
import type { ProfilePatch } from '@/state/auth/profileTypes';
import { PhotoSection, usePhotoPick } from '../components/PhotoSection';
import { PROFILE_SECTIONS } from '../components/ProfileSections';
import { profileSections } from '@/state/auth/progress';
import { focusLost } from '@/lib/focusLost';
import { LoadError } from '@/components/LoadError';

const DONE_KEY = [
  'education',
  'workExperience',
  'introduction',
  'availableTime',
  'selfIdentification',
] as const;

const draftName = (section: string) => `settings:${section}`;

/** /job-seeker/settings: every profile section editable (PUT), the photo, and the account itself. */
export default function JobSeekerSettingsPage() {
  const { data: profile, isError, error, refetch } = ProfileApi.useGetJobSeekerProfileQuery();
  const [update] = ProfileApi.useUpdateJobSeekerDetailsMutation();
  const account = useAccountSettings();
  const photo = usePhotoPick();
  // A link to a section (#introduction: an empty best-matches list's 'key qualifications') opens the page at it,
  // once the profile is in; else a section left with a draft (say, signed out on its save) opens again with it.
  const { hash } = useLocation();
  const [open, setOpen] = useState<string | false>(
    () =>
      PROFILE_SECTIONS.find((s) => hash == `#${s.key}`)?.key ??
      PROFILE_SECTIONS.find((s) => hasDraft(draftName(s.key)))?.key ??
      false,
  );
  const loaded = !!profile;
  useEffect(() => {
    if (loaded) document.getElementById(`${hash.slice(1)}-summary`)?.focus();
  }, [hash, loaded]);

  // Each save that succeeded: a saved section's form starts again from what the server kept (a new form,
  // below). A failed one keeps the form, and what was typed in it.
  const [saves, setSaves] = useState(0);
  const save = async (patch: ProfilePatch) => {
    const ok = !('error' in (await update(patch)));
    if (ok) setSaves((n) => n + 1);
    return ok;
  };

  // The new form's Save button is a new one: focus, which the old one held, goes to it rather than to the page.
  const openSection = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!saves || !focusLost()) return;
    openSection.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  }, [saves]);
  const done = profileSections(profile);

  return (
    <>
      <PageHeader title="Settings" subtitle="Your profile as employers see it, and your account." />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Box component="section" aria-labelledby="profile-heading">
          <Typography variant="h2" id="profile-heading" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
            Profile
          </Typography>
          {isError && !profile && <LoadError error={error} onRetry={refetch} />}
          {!profile && !isError && (
            <Skeleton variant="rounded" height={240} aria-label="Loading your profile" />
          )}
          {profile && (
            <>
              <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
                <PhotoSection photo={photo} />
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
                  <AccordionDetails ref={open === section.key ? openSection : undefined}>
                    {/* A saved section's form starts again from what the server kept. */}
                    <Box key={saves}>
                      {section.render({
                        profile,
                        save,
                        draftName: draftName(section.key),
                        submitLabel: `Save ${section.title.toLowerCase()}`,
                      })}
                    </Box>
                  </AccordionDetails>
                </Accordion>
              ))}
            </>
          )}
        </Box>
        <AccountSettings {...account} />
      </Box>
    </>
  );
}
