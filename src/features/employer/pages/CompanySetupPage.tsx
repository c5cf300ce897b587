import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectRequest } from '@/api/request-state';
import { PageLoader } from '@/components/PageLoader';
import {
  fetchEmployerBasicInfo,
  fetchIndustries,
  fetchPaymentPlans,
  saveCompany,
} from '@/state/employer/api';
import { CompanyForm } from '../components/CompanyForm';
import { LogoUpload } from '../components/LogoUpload';
import { PlanCards } from '../components/PlanCards';
import { PaymentResult } from '../components/SetupDone';
import { useChoosePlan } from '../components/useChoosePlan';
import { PAYMENT_OK } from '../plans';
import { selectSetupStep } from '@/state/employer/selectors';

const STEPS = ['Company', 'Plan', 'Done'];
const EMPTY_COMPANY = {
  companyName: '',
  industries: [],
  website: '',
  description: '',
  termsAndConditionsAccepted: false,
};

/** /employer/profile-setup and /employer/profile-setup/{payment}: company, logo, plan, then the return. */
export default function CompanySetupPage() {
  const { payment } = useParams();
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectSetupStep);
  const industries = useAppSelector((s) => s.employer.industries);
  const plans = useAppSelector((s) => s.employer.paymentPlans);
  const subscription = useAppSelector((s) => s.employer.employerProfile.subscription);
  const info = useAppSelector((s) => selectRequest(s.employer.requests, fetchEmployerBasicInfo));
  const { busyKey, choose } = useChoosePlan();

  useEffect(() => {
    void dispatch(fetchEmployerBasicInfo());
    void dispatch(fetchIndustries());
    void dispatch(fetchPaymentPlans());
  }, [dispatch, payment]);

  const loading = info.isUninitialized || (info.isPending && step === 0);
  const returned = payment != null;
  const paidOk = returned ? PAYMENT_OK.includes(payment) && step === 2 : step === 2;

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto', width: '100%' }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Set up your company
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Tell job seekers who you are, then pick a plan to start posting jobs.
      </Typography>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }} aria-label="Setup progress">
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {info.isRejected && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {info.error?.message}
        </Alert>
      )}
      {loading ? (
        <PageLoader />
      ) : returned || step === 2 ? (
        <PaymentResult ok={paidOk} freeTrial={payment === 'free-trial' || !!subscription?.freeTrial} />
      ) : step === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            Your company
          </Typography>
          <CompanyForm
            initial={EMPTY_COMPANY}
            industries={industries}
            submitLabel="Save and continue"
            onSubmit={(values) => dispatch(saveCompany(values))}
          />
        </Paper>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              Your logo
            </Typography>
            <LogoUpload />
          </Paper>
          <Typography variant="h2" sx={{ mb: 2 }}>
            Choose a plan
          </Typography>
          <PlanCards plans={plans} busyKey={busyKey} onChoose={(key) => void choose(key)} />
        </>
      )}
    </Box>
  );
}
