import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { ProfileApi } from '@/state/auth/profileEndpoints';
import type { ProfilePatch } from '@/state/auth/profileTypes';
import { PhotoSection, usePhotoPick } from '../components/PhotoSection';
import { PROFILE_SECTIONS } from '../components/ProfileSections';
import { SetupStepper, SETUP_STEPS } from '../components/SetupStepper';
import { setupProgress } from '@/state/auth/progress';
import { hasDraft } from '@/lib/drafts';
import { inactive } from '@/components/inactive';
import { focusStep } from '@/components/focusStep';
import { positiveInt } from '@/lib/positiveInt';

/** A step number from the address: 1 to the last step, else none. */
function stepOf(value: string | null) {
  const n = positiveInt(value);
  return n && n <= SETUP_STEPS.length ? n : null;
}

/** The draft of a setup step's form (what was typed there and not saved). */
const draftOf = (section: string) => `setup:${section}`;

/** /applicant/profile-setup: six steps; a returning user resumes where the profile says (spec section 4). */
export default function ProfileSetupPage() {
  const navigate = useNavigate();
  const id = useAppSelector((s) => s.auth.id) ?? 0;
  const {
    data: profile,
    isError,
    error,
    refetch,
    fulfilledTimeStamp,
  } = ProfileApi.useGetJobSeekerProfileQuery();
  const [saveProfile] = ProfileApi.useSaveJobSeekerProfileMutation();
  const [completeProfile, completion] = ProfileApi.useCompleteProfileMutation();
  const photo = usePhotoPick();
  const reached = setupProgress(profile);
  const [openedAt] = useState(Date.now);
  const fresh = !!profile && (fulfilledTimeStamp ?? 0) >= openedAt;
  // The step is in the address (?step=), each move a new entry: the browser's Back goes back a step, not out of
  // the setup, and a reload stays on the step.
  const [search, setSearch] = useSearchParams();
  const asked = stepOf(search.get('step'));
  const { state } = useLocation();
  const go = (to: number, replace = false) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('step', String(to));
        return next;
      },
      // Which step this entry was reached from: the form's Back returns to that entry, not to a new one.
      { replace, state: { from: step } },
    );
  const [step, setStep] = useState<number | null>(null);
  const [seen, setSeen] = useState(asked);
  if (asked !== seen) {
    setSeen(asked);
    if (step != null && asked != null) setStep(asked);
  }

  // The setup opens once, at the step the profile read for this visit reaches (not a cached copy's), or at an
  // earlier step whose answers were typed and not saved (a video alone completes the introduction, but the
  // transcript typed beside it is still waiting there); from then on the user moves between steps. A step in
  // the address (a reload) is kept if the profile has reached it.
  if (step == null && fresh) {
    const unsaved = PROFILE_SECTIONS.findIndex((s, i) => i + 1 < reached && hasDraft(draftOf(s.key)));
    setStep(asked != null && asked <= reached ? asked : unsaved >= 0 ? unsaved + 1 : reached);
  }
  // The step the setup opened at goes into the address in place of the entry that opened it.
  const opened = useRef(false);
  useEffect(() => {
    if (step == null || opened.current) return;
    opened.current = true;
    if (asked !== step) go(step, true);
  });

  // The new step's heading takes focus and comes into view below the sticky bar: the browser's own scroll on focus
  // left it under the bar, or out of view above (Back, which restores the scroll the step was left at).
  useEffect(() => {
    const heading = step == null ? null : document.getElementById('setup-step-heading');
    if (heading) return focusStep(heading);
  }, [step]);

  // The step shown now: a save that ends after the user has gone to another step (Back during a slow save) leaves
  // them there rather than moving them on from a step they have left.
  const shown = useRef(step);
  useEffect(() => {
    shown.current = step;
  }, [step]);
  const save = async (patch: ProfilePatch) => {
    const from = step ?? 1;
    if ('error' in (await saveProfile(patch))) return false;
    if (shown.current === from) go(Math.min(from + 1, SETUP_STEPS.length));
    return true;
  };

  const finish = async () => {
    // A photo chosen and not uploaded yet is the one the user wants: it goes up first, and a refusal stops here,
    // its reason shown at the photo.
    if (!(await photo.upload())) return;
    if (!('error' in (await completeProfile(id)))) navigate(paths.jobSeeker.dashboard, { replace: true });
  };

  const finishing = completion.isLoading || photo.busy;
  const back =
    step && step > 1
      ? () => ((state as { from?: number } | null)?.from === step - 1 ? navigate(-1) : go(step - 1))
      : undefined;
  let body;
  if (isError && step == null)
    body = (
      // Its own Retry (the same words as LoadError's, without its chunk): the step's heading takes focus once the
      // profile is in.
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Retry</Button>}>
        {error?.message}
      </Alert>
    );
  else if (!profile || step == null)
    body = <Skeleton variant="rounded" height={320} aria-label="Loading your profile" />;
  else if (step <= PROFILE_SECTIONS.length)
    // `save` reads the step shown (a ref) once its call has ended, never while this renders.
    // eslint-disable-next-line react-hooks/refs
    body = PROFILE_SECTIONS[step - 1].render({
      profile,
      draftName: draftOf(PROFILE_SECTIONS[step - 1].key),
      save,
      submitLabel: 'Save and continue',
      onBack: back,
    });
  else
    body = (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <PhotoSection photo={photo} />
        <Typography>
          {reached === 6
            ? 'Your profile is ready. A photo is optional; finish to start finding jobs.'
            : 'Some steps are still missing. Go back to complete them before you finish.'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {back && <Button onClick={back}>Back</Button>}
          <Button
            variant="contained"
            onClick={() => void (finishing || finish())}
            disabled={reached < 6}
            // Not disabled while it runs: that drops the keyboard's focus to the page, and a failure leaves it there.
            {...(finishing && inactive(true))}
            aria-busy={finishing}
          >
            Finish setup
          </Button>
        </Box>
      </Box>
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Set up your profile
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Six short steps. Your answers are saved as you go, so you can come back any time.
      </Typography>
      {step != null && <SetupStepper step={step} reached={reached} onPick={(to) => to !== step && go(to)} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
        {step != null && (
          <Typography
            variant="h2"
            id="setup-step-heading"
            tabIndex={-1}
            sx={{ fontSize: '1.35rem', mb: 2, outline: 'none' }}
          >
            Step {step} of {SETUP_STEPS.length}: {SETUP_STEPS[step - 1]}
          </Typography>
        )}
        {body}
      </Paper>
    </Container>
  );
}
