import { EP } from '@/api/endpoints';
import { listOf, withDefaults } from '@/lib/lists';
import { ERRORS, SUCCESS } from '@/lib/messages';
import { baseApi } from '@/state/api';
import { onSuccess, successToast, upload } from '@/state/lifecycle';
import { toast } from '@/components/toast';
import type {
  Company,
  CompanyInput,
  Employee,
  EmployerBasicInfo,
  Industry,
  InviteInput,
  PaymentPlan,
  PlanKey,
  SubscribeResult,
  Subscription,
} from '@/state/employer/types';

/** The employer's company, plan and organization (spec section 3, employer state). */
export const employerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIndustries: build.query<Industry[], void>({
      query: () => EP.lookup.industries,
      transformResponse: (data) => listOf<Industry>(data),
      providesTags: ['Lookups'],
    }),
    getPaymentPlans: build.query<PaymentPlan[], void>({
      query: () => EP.lookup.paymentPlans,
      transformResponse: (data) => listOf<PaymentPlan>(data),
      providesTags: ['Plans'],
    }),
    /** The company and the plan: what setup progress is derived from (selectors.ts setupStep). */
    getEmployerBasicInfo: build.query<EmployerBasicInfo, void>({
      query: () => ({ url: EP.users.employerBasicInfo, errorToast: ERRORS.fetchProfile }),
      transformResponse: withDefaults<EmployerBasicInfo>({ company: null, subscription: null }),
      providesTags: ['Company', 'Profile'],
    }),
    /** Creates the company (POST) or, when it exists, updates it (PUT). */
    saveCompany: build.mutation<Company, { input: CompanyInput; exists: boolean }>({
      query: ({ input, exists }) =>
        exists
          ? { url: EP.company.update, method: 'PUT', data: input, errorToast: ERRORS.updateFailed }
          : { url: EP.company.create, method: 'POST', data: input },
      onQueryStarted: onSuccess(({ exists }: { exists: boolean }, company: Company, dispatch) => {
        toast.success(exists ? SUCCESS.companyUpdated : SUCCESS.companyCreated);
        dispatch(withBasicInfo((info) => void (info.company = company)));
      }),
    }),
    /** The logo: POST the first one, PUT to replace it. */
    uploadCompanyLogo: build.mutation<string | null, { file: File; replace: boolean }>({
      query: ({ file, replace }) =>
        upload(EP.company.logo, { file }, { method: replace ? 'PUT' : 'POST', errorToast: ERRORS.upload }),
      transformResponse: (data: { logoUrl?: string | null } | null) => data?.logoUrl ?? null,
      onQueryStarted: onSuccess((_: unknown, logoUrl: string | null, dispatch) =>
        dispatch(withBasicInfo((info) => void (info.company && (info.company.logoUrl = logoUrl)))),
      ),
    }),
    subscribe: build.mutation<SubscribeResult, PlanKey>({
      query: (planKey) => ({
        url: EP.subscription.create,
        method: 'POST',
        data: { planKey },
        errorToast: ERRORS.subscribe,
      }),
      transformResponse: withDefaults<SubscribeResult>({ freeTrial: false, url: null, subscription: null }),
      onQueryStarted: onSuccess((_: unknown, { subscription }: SubscribeResult, dispatch) => {
        toast.success(SUCCESS.subscribed);
        // A plan paid on the provider's page is read again when the user comes back (a new page load).
        if (subscription) dispatch(withBasicInfo((info) => void (info.subscription = subscription)));
      }),
    }),
    cancelSubscription: build.mutation<Subscription, void>({
      query: () => ({ url: EP.subscription.cancel, method: 'PUT' }),
      onQueryStarted: onSuccess((_: unknown, subscription: Subscription, dispatch) => {
        toast.success('Your plan has been cancelled.');
        dispatch(withBasicInfo((info) => void (info.subscription = subscription)));
      }),
    }),
    getOrganizationUsers: build.query<Employee[], void>({
      query: () => EP.users.organizationUsers,
      transformResponse: (data) => listOf<Employee>(data),
      providesTags: ['Organization'],
    }),
    /** The form shows a refused invite itself (an email already taken, say). */
    inviteUser: build.mutation<Employee, InviteInput>({
      query: (input) => ({ url: EP.users.organizationUsers, method: 'POST', data: input, errorToast: false }),
      onQueryStarted: successToast((_: InviteInput, data: Employee) => `Invitation sent to ${data.email}.`),
      invalidatesTags: (_r, error) => (error ? [] : ['Organization']),
    }),
    removeUser: build.mutation<void, number>({
      query: (id) => ({ url: EP.users.organizationUser(id), method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Organization']),
    }),
  }),
});

/**
 * The company and the plan are one cache entry (GET /users/employer-basic-info); a call that changes them
 * writes the server's answer into it, so setup progress, the logo and the plan chip follow at once.
 */
function withBasicInfo(recipe: (info: EmployerBasicInfo) => void) {
  return employerApi.util.updateQueryData('getEmployerBasicInfo', undefined, recipe);
}
