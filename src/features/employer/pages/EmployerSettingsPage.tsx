import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import AccountSettings from '@/components/account/AccountSettings';
import { useAccountSettings } from '@/state/auth/endpoints';
import { EmployerApi } from '@/state/employer/endpoints';
import type { PlanKey } from '@/state/employer/types';
import { CompanyForm } from '../components/CompanyForm';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { listFailure } from '@/components/form/ChipsField';
import { LoadError } from '@/components/LoadError';
import { clearOfAppBar } from '@/components/clearOfAppBar';
import { LogoUpload } from '../components/LogoUpload';
import { PlanCards } from '../components/PlanCards';
import { planName } from '../plans';
import { useChoosePlan } from '../components/useChoosePlan';
import { clearDraft } from '@/lib/drafts';
import { useRefocus } from '@/lib/useRefocus';
import { personName } from '@/lib/names';
import { useAppSelector } from '@/app/hooks';

/** /employer/settings: the account, the company (details and logo) and the plan (change or cancel). */
export default function EmployerSettingsPage() {
  const info = EmployerApi.useGetEmployerBasicInfoQuery();
  const company = info.data?.company;
  const subscription = info.data?.subscription;
  const industriesQuery = EmployerApi.useGetIndustriesQuery();
  const industries = industriesQuery.data ?? [];
  const plansQuery = EmployerApi.useGetPaymentPlansQuery();
  const plans = plansQuery.data ?? [];
  const [saveCompany] = EmployerApi.useSaveCompanyMutation();
  const [cancelSubscription] = EmployerApi.useCancelSubscriptionMutation();
  // What the dialog asks before: cancelling the plan, or replacing an active paid plan by another.
  // It keeps what it asked while it closes.
  const [asked, setAsked] = useState<'cancel' | PlanKey>('cancel');
  const [asking, setAsking] = useState(false);
  const ask = (what: typeof asked) => {
    setAsked(what);
    setAsking(true);
  };
  const account = useAccountSettings();
  // A plan chosen here (its payment done in the app) leaves the user at the Plan section, which says the new plan;
  // a link to #plan (the job form's 'Choose a plan') opens the page there.
  const focusPlan = () => document.getElementById('plan')?.focus();
  const { busyKey, choose } = useChoosePlan(focusPlan);
  const { hash } = useLocation();
  // Once the sections above it are in (their loaders are shorter than they are), so it stays in view.
  const toPlan = hash === '#plan' && !info.isLoading && !!account.user;
  useEffect(() => {
    if (toPlan) focusPlan();
  }, [toPlan]);
  const active = !!subscription && subscription.status !== 'CANCELLED';
  const paid = active && subscription.planKey !== 'Free-Trial';
  const current = active ? subscription.planKey : null;
  // A cancel takes the Cancel plan button away (focus went back to it from the dialog): focus goes to the
  // cancelled plan's Choose button, which it brings, or to the section's heading when that plan has no card.
  const { target, refocusTo } = useRefocus<'cancelled', HTMLButtonElement>(active ? null : 'cancelled');
  const chooseAgain = plans.find((p) => p.key === subscription?.planKey && p.key !== 'Free-Trial')?.key;
  // The company and its plan are the owner's to change (as the people are): a colleague sees them, and who to
  // ask. Until the organization is known, or when it names no owner, the server decides.
  const me = useAppSelector((s) => s.auth.id);
  const owner = EmployerApi.useGetOrganizationUsersQuery().data?.find((p) => p.role === 'Owner');
  const ownersOnly =
    owner && owner.id !== me
      ? `Only ${personName(owner, 'the account owner')}, the account owner, can change the company and its plan.`
      : null;

  return (
    <>
      <PageHeader title="Settings" />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <AccountSettings {...account} />
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            Company
          </Typography>
          {!ownersOnly && (
            <Box sx={{ mb: 3 }}>
              <LogoUpload />
            </Box>
          )}
          {info.isError ? (
            <LoadError error={info.error} onRetry={info.refetch} />
          ) : info.isLoading ? (
            <PageLoader />
          ) : ownersOnly ? (
            company && (
              <Box sx={{ display: 'grid', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {company.companyName}
                </Typography>
                {company.website && (
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{company.website}</Typography>
                )}
                {company.description && (
                  <Typography
                    color="text.secondary"
                    sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  >
                    {company.description}
                  </Typography>
                )}
                <Alert severity="info">{ownersOnly}</Alert>
              </Box>
            )
          ) : (
            company && (
              <CompanyForm
                company={company}
                industries={industries}
                industriesFailed={listFailure(industriesQuery)}
                submitLabel="Save company"
                draftName="company:settings"
                onSubmit={async (values) => {
                  if (!(await saveCompany({ input: values, exists: true })).error)
                    clearDraft('company:settings');
                }}
              />
            )
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Typography
              ref={chooseAgain ? undefined : target}
              id="plan"
              tabIndex={-1}
              variant="h2"
              sx={{ flexGrow: 1, outline: 'none', ...clearOfAppBar }}
            >
              Plan
            </Typography>
            {subscription && (
              <Chip
                label={`${planName(subscription.planKey, plans)}: ${active ? 'active' : 'cancelled'}`}
                color={active ? 'success' : 'default'}
                variant="outlined"
              />
            )}
            {active && !ownersOnly && (
              <Button color="error" variant="outlined" onClick={() => ask('cancel')}>
                Cancel plan
              </Button>
            )}
          </Box>
          {ownersOnly ? (
            <Alert severity="info">{ownersOnly}</Alert>
          ) : info.isError ? (
            // The plan is unknown: plans offered then read as none chosen, and one press replaced a paid plan by the
            // free trial, without the question a paid plan asks first.
            <LoadError error={info.error} onRetry={info.refetch} />
          ) : info.isLoading ? (
            <PageLoader />
          ) : plansQuery.isError ? (
            <LoadError error={plansQuery.error} onRetry={plansQuery.refetch} />
          ) : (
            <PlanCards
              plans={plans}
              current={current}
              busyKey={busyKey}
              // The trial's card stays while it is the plan: what it includes is said there (QA), as for the others.
              offerTrial={!subscription || current === 'Free-Trial'}
              onChoose={(key) => (paid ? ask(key) : void choose(key))}
              focus={chooseAgain && { key: chooseAgain, ref: target }}
            />
          )}
        </Paper>
      </Box>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        {...(asked === 'cancel'
          ? {
              title: 'Cancel your plan?',
              body: 'Your job posts stay and you can still review their applicants, but you will not be able to post new jobs until you choose a plan again.',
              confirmLabel: 'Cancel plan',
              onConfirm: () => {
                // Asked before the call: its answer may show the plan cancelled before the call's promise settles.
                refocusTo('cancelled');
                void cancelSubscription();
              },
            }
          : {
              title: `Change to the ${planName(asked, plans)}?`,
              body: `The ${planName(asked, plans)} replaces your ${planName(subscription?.planKey, plans)}, and you pay for it now.`,
              confirmLabel: 'Change plan',
              keepLabel: 'Keep my plan',
              onConfirm: () => void choose(asked),
            })}
      />
    </>
  );
}
