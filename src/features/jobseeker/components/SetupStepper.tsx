import Step from '@mui/material/Step';
import StepButton, { type StepButtonProps } from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { visuallyHidden } from '@mui/utils';
import { PROFILE_SECTIONS } from './ProfileSections';

export const SETUP_STEPS = [...PROFILE_SECTIONS.map((s) => s.title), 'Photo and finish'];

/**
 * A step as a plain button in the steps' list, each in the Tab order, the current one marked (aria-current).
 * Not MUI's tab (a StepButton right under a Step): its one Tab stop stayed on the first step, whichever was current,
 * and a tab with no panel is not what these are.
 */
function StepLink(props: StepButtonProps) {
  return (
    <StepButton
      {...props}
      role={undefined}
      aria-selected={undefined}
      aria-posinset={undefined}
      aria-setsize={undefined}
      tabIndex={undefined}
    />
  );
}

/** The six setup steps; any step up to the one the profile has reached can be opened again. */
export function SetupStepper({
  step,
  reached,
  onPick,
}: {
  step: number;
  reached: number;
  onPick: (step: number) => void;
}) {
  return (
    <Stepper
      nonLinear
      activeStep={step - 1}
      alternativeLabel
      aria-label="Setup steps"
      sx={(theme) => ({
        // Six labels do not fit a phone: it shows the numbered steps, and the heading below names the current
        // one ("Step 2 of 6: Work experience"). Each step button keeps its label as its name. The steps fit at
        // every width, so the stepper is no scroll box (one clipped the step buttons' edges).
        [theme.breakpoints.down('sm')]: { '& .MuiStepLabel-labelContainer': visuallyHidden },
        // A step to come keeps its number readable: white on MUI's pale grey was 2.7:1, on this grey 4.8:1. (MUI's
        // own colours for the current and done steps, inserted after this rule, still win.)
        '& .MuiStepIcon-root': { color: '#64748b' },
      })}
    >
      {SETUP_STEPS.map((label, i) => (
        <Step key={label} completed={i + 1 < reached}>
          <StepLink
            onClick={() => onPick(i + 1)}
            disabled={i + 1 > reached}
            aria-current={i + 1 === step ? 'step' : undefined}
          >
            {label}
            {i + 1 < reached && <span style={visuallyHidden}>, done</span>}
          </StepLink>
        </Step>
      ))}
    </Stepper>
  );
}
