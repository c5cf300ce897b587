import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { PROFILE_SECTIONS } from './ProfileSections';

export const SETUP_STEPS = [...PROFILE_SECTIONS.map((s) => s.title), 'Photo and finish'];

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
      sx={{ overflowX: 'auto', pb: 1 }}
    >
      {SETUP_STEPS.map((label, i) => (
        <Step key={label} completed={i + 1 < reached}>
          <StepButton
            onClick={() => onPick(i + 1)}
            disabled={i + 1 > reached}
            aria-current={i + 1 === step ? 'step' : undefined}
          >
            {label}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
