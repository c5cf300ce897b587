import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { PageLoader } from '@/components/PageLoader';
import { EmployerApi } from '@/state/employer/endpoints';
import { CompanyForm } from '../components/CompanyForm';
import { listFailure } from '@/components/form/ChipsField';
import { LoadError } from '@/components/LoadError';
import { LogoUpload } from '../components/LogoUpload';
import { PlanCards } from '../components/PlanCards';
import { PaymentResult } from '../components/SetupDone';
import { useChoosePlan } from '../components/useChoosePlan';
import { PAYMENT_OK } from '../plans';
import { setupStepOf } from '@/state/employer/selectors';
import { clearDraft } from '@/lib/drafts';
import { focusLost } from '@/lib/focusLost';
import { focusStep } from '@/components/focusStep';

const STEPS = ['Company', 'Plan', 'Done'];
/** The steps the address can name (?step=), as the job seeker's setup does: the browser's Back goes back a step. */
const STEP_NAMES: readonly string[] = ['company', 'plan'];

/** /employer/profile-setup and /employer/profile-setup/{payment}: company, logo, plan, then the return. */
export default function CompanySetupPage() {
  const { payment } = useParams();
  // Mounted afresh on the return from the payment provider, so the plan is read again there.
  const info = EmployerApi.useGetEmployerBasicInfoQuery();
  const industriesQuery = EmployerApi.useGetIndustriesQuery();
  const industries = industriesQuery.data ?? [];
  const plansQuery = EmployerApi.useGetPaymentPlansQuery();
  const plans = plansQuery.data ?? [];
  const [saveCompany] = EmployerApi.useSaveCompanyMutation();
  const { busyKey, choose } = useChoosePlan();
  const reached = setupStepOf(info.data);
  const company = info.data?.company;
  const subscription = info.data?.subscription;
  const loading = info.isLoading || (info.isFetching && reached === 0);
  const returned = payment != null;
  // The stored plan decides, not the address: a return that says 'failed' while a plan is active keeps it
  // active, and one that says 'success' with no plan stored is not a success.
  const active = reached === 2 && subscription?.status !== 'CANCELLED';
  const failedReturn = returned && !PAYMENT_OK.includes(payment);
  const result = returned || active;

  // Before the result, the step is in the address (?step=company, ?step=plan), each move a new entry: Back from
  // the plans returns to the company's details, filled in, saved again on the way on. The stored company decides
  // how far the address may go.
  const navigate = useNavigate();
  const { state } = useLocation();
  const [search, setSearch] = useSearchParams();
  const asked = STEP_NAMES.indexOf(search.get('step') ?? '');
  const step = result ? reached : reached === 0 || asked === 0 ? 0 : 1;
  // The stepper marks none current until the company is read (a slow sign-in showed the first step, then the plan).
  const current = loading ? -1 : step;
  const go = (to: number, replace = false) =>
    setSearch({ step: STEP_NAMES[to] }, { replace, state: { from: STEP_NAMES[step] } });
  /** Back to the step this entry was reached from, else a new entry for it. */
  const goBackTo = (to: number) =>
    (state as { from?: string } | null)?.from === STEP_NAMES[to] ? navigate(-1) : go(to);
  useEffect(() => {
    if (info.data && !result && asked !== step) go(step, true);
  });

  // A step done gives way to the next (the form, then the plans, then the result), taking the control pressed
  // with it: focus goes to the new step's heading (the result's button), which is then read, not to the page.
  const shown = loading ? 'loading' : result ? 'result' : `step-${step}`;
  const stepBox = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useLayoutEffect(() => {
    if (shown === 'loading') return;
    if (first.current) {
      first.current = false;
      return;
    }
    if (!focusLost()) return;
    // The result has no heading: its status is announced, and focus goes to its first way on (Post a job).
    const target = stepBox.current?.querySelector<HTMLElement>('h2, button');
    if (!target) return;
    if (target.tagName === 'H2') target.tabIndex = -1;
    // Seen below the sticky bar, also after the browser's Back (which restores the scroll the step was left at).
    return focusStep(target);
  }, [shown]);

  return (
    // A page of the simple layout, which leaves the margins to the page: the same as the job seeker's setup.
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Set up your company
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Tell job seekers who you are, then pick a plan to start posting jobs.
      </Typography>
      <Stepper
        activeStep={current}
        alternativeLabel
        aria-label="Setup progress"
        // A step to come keeps its number readable: white on MUI's pale grey was 2.7:1, on this grey 4.8:1. (MUI's
        // own colours for the current and done steps, inserted after this rule, still win.)
        sx={{ mb: 3, '& .MuiStepIcon-root': { color: '#64748b' } }}
      >
        {STEPS.map((label, i) => (
          <Step key={label}>
            <StepLabel aria-current={i === current ? 'step' : undefined}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box ref={stepBox}>
        {info.isError ? (
          <LoadError error={info.error} onRetry={info.refetch} />
        ) : loading ? (
          <PageLoader />
        ) : result ? (
          <PaymentResult
            ok={active}
            freeTrial={!!subscription?.freeTrial || subscription?.planKey === 'Free-Trial'}
            notice={
              active && failedReturn
                ? 'This payment was not completed. Your current plan is still active.'
                : undefined
            }
          />
        ) : step === 0 ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              Your company
            </Typography>
            <CompanyForm
              company={company}
              industries={industries}
              industriesFailed={listFailure(industriesQuery)}
              submitLabel="Save and continue"
              draftName="company:setup"
              onSubmit={async (values) => {
                const saved = await saveCompany({ input: values, exists: !!company });
                if (saved.error) return;
                clearDraft('company:setup');
                // Not if the user has left meanwhile (Back during the save): the step would be set on that page's
                // address (/welcome?step=plan).
                if (stepBox.current) goBackTo(1);
              }}
            />
          </Paper>
        ) : (
          <>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
              <Typography variant="h2" sx={{ mb: 2 }}>
                Your logo
              </Typography>
              <LogoUpload />
            </Paper>
            <Typography variant="h2" sx={{ mb: 2 }}>
              Choose a plan
            </Typography>
            {plansQuery.isError ? (
              <LoadError error={plansQuery.error} onRetry={plansQuery.refetch} />
            ) : (
              <PlanCards
                plans={plans}
                busyKey={busyKey}
                offerTrial={!subscription}
                onChoose={(key) => void choose(key)}
              />
            )}
            <Box sx={{ mt: 3 }}>
              {/* Not while a plan is being chosen: its answer takes the page to the result, and would take what
                  was typed into the company's form meanwhile with it. */}
              <Button disabled={busyKey != null} onClick={() => goBackTo(0)}>
                Back to company details
              </Button>
            </Box>
          </>
        )}
      </Box>
    </Container>
  );
}
