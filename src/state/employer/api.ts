import { api } from '@/api/client';
import { EP } from '@/api/endpoints';
import { apiThunk } from '@/api/thunk';
import { toast } from '@/components/toast';
import { ERRORS, SUCCESS } from '@/lib/messages';
import type {
  ApplicantProfile,
  ApplicantSummary,
  BestMatchPage,
  Company,
  Employee,
  EmployerBasicInfo,
  Industry,
  PaymentPlan,
  PlanKey,
  RecentApplicant,
  Subscription,
} from '@/state/employer/types';

export interface CompanyInput {
  companyName: string;
  industries: number[];
  termsAndConditionsAccepted: boolean;
  website?: string;
  description?: string;
}

export const fetchIndustries = apiThunk('employer/fetchIndustries', async () => {
  const { data } = await api.get<Industry[]>(EP.lookup.industries);
  return data ?? [];
});

export const fetchPaymentPlans = apiThunk('employer/fetchPaymentPlans', async () => {
  const { data } = await api.get<PaymentPlan[]>(EP.lookup.paymentPlans);
  return data ?? [];
});

export const fetchEmployerBasicInfo = apiThunk('employer/fetchBasicInfo', async () => {
  const { data } = await api.get<EmployerBasicInfo>(EP.users.employerBasicInfo, {
    errorToast: ERRORS.fetchProfile,
  });
  return { company: data?.company ?? null, subscription: data?.subscription ?? null };
});

export const saveCompany = apiThunk('employer/saveCompany', async (input: CompanyInput, { getState }) => {
  const exists = !!getState().employer.employerProfile.company;
  const { data } = exists
    ? await api.put<Company>(EP.company.update, input, { errorToast: ERRORS.updateFailed })
    : await api.post<Company>(EP.company.create, input);
  toast.success(exists ? SUCCESS.companyUpdated : SUCCESS.companyCreated);
  return data;
});

export const uploadCompanyLogo = apiThunk('employer/uploadLogo', async (file: File, { getState }) => {
  const form = new FormData();
  form.append('file', file);
  const send = getState().employer.employerProfile.company?.logoUrl ? api.put : api.post;
  const { data } = await send<{ logoUrl: string }>(EP.company.logo, form, { errorToast: ERRORS.upload });
  return data?.logoUrl ?? null;
});

export const subscribe = apiThunk('employer/subscribe', async (planKey: PlanKey) => {
  const { data } = await api.post<{ freeTrial?: boolean; url?: string | null; subscription?: Subscription }>(
    EP.subscription.create,
    { planKey },
    { errorToast: ERRORS.subscribe },
  );
  toast.success(SUCCESS.subscribed);
  return { freeTrial: !!data?.freeTrial, url: data?.url ?? null, subscription: data?.subscription ?? null };
});

export const cancelSubscription = apiThunk('employer/cancelSubscription', async () => {
  const { data } = await api.put<Subscription>(EP.subscription.cancel);
  toast.success('Your plan has been cancelled.');
  return data;
});

export const fetchOrganizationUsers = apiThunk('employer/fetchOrganizationUsers', async () => {
  const { data } = await api.get<Employee[]>(EP.users.organizationUsers);
  return data ?? [];
});

export interface InviteInput {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

export const inviteUser = apiThunk('employer/inviteUser', async (input: InviteInput) => {
  const { data } = await api.post<Employee>(EP.users.organizationUsers, input, { errorToast: false });
  toast.success(`Invitation sent to ${data.email}.`);
  return data;
});

export const removeUser = apiThunk('employer/removeUser', async (id: number) => {
  await api.delete(EP.users.organizationUser(id));
  return id;
});

export const fetchRecentApplicants = apiThunk('employer/fetchRecentApplicants', async () => {
  const { data } = await api.get<RecentApplicant[]>(EP.jobs.users, { params: { size: 8 } });
  return data ?? [];
});

export const fetchApplicants = apiThunk('employer/fetchApplicants', async (jobId: number) => {
  const { data } = await api.get<ApplicantSummary[]>(EP.users.appliedJobSeekers(jobId));
  return data ?? [];
});

export const fetchApplicantEmails = apiThunk('employer/fetchApplicantEmails', async (jobId: number) => {
  const { data } = await api.get<{ emails?: string[] }>(EP.users.appliedJobSeekerEmails(jobId));
  return data?.emails ?? [];
});

/** Full profiles for a list of applicants (comparison, the profile page); the screen shows the error. */
export const fetchApplicantProfiles = apiThunk(
  'employer/fetchApplicantProfiles',
  async ({ jobId, ids }: { jobId: number; ids: number[] }) => {
    const { data } = await api.post<ApplicantProfile[]>(
      EP.users.jobseekersBasicInfo(jobId),
      { ids },
      { errorToast: false },
    );
    return data ?? [];
  },
);

export const fetchBestMatch = apiThunk(
  'employer/fetchBestMatch',
  async ({ jobId, index, userId }: { jobId: number; index?: number; userId?: number }) => {
    const params = userId != null ? { userId } : { index: index ?? 0 };
    const { data } = await api.get<BestMatchPage>(EP.users.bestMatch(jobId), { params });
    return { jobId, applicant: data?.applicant ?? null, index: data?.index ?? 0, total: data?.total ?? 0 };
  },
);

/** Marks an applicant as not a match for a job (POST /user-jobs as the employer). */
export const markNotAMatch = apiThunk(
  'employer/markNotAMatch',
  async ({ jobId, userId }: { jobId: number; userId: number }) => {
    await api.post(EP.userJobs.save, { jobId, userId, status: 'NOT_A_MATCH' });
    return { jobId, userId };
  },
);

export const employerThunks = [
  fetchIndustries,
  fetchPaymentPlans,
  fetchEmployerBasicInfo,
  saveCompany,
  uploadCompanyLogo,
  subscribe,
  cancelSubscription,
  fetchOrganizationUsers,
  inviteUser,
  removeUser,
  fetchRecentApplicants,
  fetchApplicants,
  fetchApplicantEmails,
  fetchApplicantProfiles,
  fetchBestMatch,
  markNotAMatch,
];
