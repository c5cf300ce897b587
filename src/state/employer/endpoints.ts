import { req } from '@/api/baseQuery';
import { EP } from '@/api/endpoints';
import { listOf, withDefaults } from '@/lib/lists';
import { ERRORS, SUCCESS } from '@/lib/messages';
import { baseApi } from '@/state/api';
import { get, ifOk, lifecycle, upload } from '@/state/lifecycle';
import type * as T from './types';

/** The employer's company, plan and organization (spec section 3, employer state). */
export const EmployerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIndustries: build.query(get(EP.lookup.industries, [], listOf<T.Industry>)),
    getPaymentPlans: build.query(get(EP.lookup.paymentPlans, [], listOf<T.PaymentPlan>)),
    /** The company and the plan: what setup progress is derived from (selectors.ts setupStep). */
    getEmployerBasicInfo: build.query<T.EmployerBasicInfo, void>({
      query: () => ({ url: EP.users.employerBasicInfo, errorToast: ERRORS.fetchProfile }),
      transformResponse: withDefaults<T.EmployerBasicInfo>({ company: null, subscription: null }),
    }),
    /** Creates the company (POST) or, when it exists, updates it (PUT). */
    saveCompany: build.mutation<T.Company, { input: T.CompanyInput; exists: boolean }>({
      query: ({ input, exists }) =>
        exists
          ? req('PUT', EP.company.update, input, { errorToast: ERRORS.updateFailed })
          : req('POST', EP.company.create, input),
      onQueryStarted: lifecycle({
        ok: ({ exists }) => (exists ? SUCCESS.companyUpdated : SUCCESS.companyCreated),
        then: (_, company, dispatch) => dispatch(withBasicInfo((info) => void (info.company = company))),
      }),
    }),
    /** The logo: POST the first one, PUT to replace it. */
    uploadCompanyLogo: build.mutation<string | null, { file: File; replace: boolean }>({
      query: ({ file, replace }) =>
        upload(EP.company.logo, { file }, { method: replace ? 'PUT' : 'POST', errorToast: ERRORS.upload }),
      transformResponse: (data: { logoUrl?: string | null } | null) => data?.logoUrl ?? null,
      onQueryStarted: lifecycle({
        then: (_, logoUrl, dispatch) =>
          dispatch(withBasicInfo((info) => void (info.company && (info.company.logoUrl = logoUrl)))),
      }),
    }),
    subscribe: build.mutation<T.SubscribeResult, T.PlanKey>({
      query: (planKey) => req('POST', EP.subscription.create, { planKey }, { errorToast: ERRORS.subscribe }),
      transformResponse: withDefaults<T.SubscribeResult>({ freeTrial: false, url: null, subscription: null }),
      onQueryStarted: lifecycle({
        ok: SUCCESS.subscribed,
        // A plan paid on the provider's page is read again when the user comes back (a new page load).
        then: (_, { subscription }, dispatch) =>
          subscription && dispatch(withBasicInfo((info) => void (info.subscription = subscription))),
      }),
    }),
    cancelSubscription: build.mutation<T.Subscription, void>({
      query: () => req('PUT', EP.subscription.cancel),
      onQueryStarted: lifecycle({
        ok: 'Your plan has been cancelled.',
        then: (_, subscription, dispatch) =>
          dispatch(withBasicInfo((info) => void (info.subscription = subscription))),
      }),
    }),
    getOrganizationUsers: build.query(get(EP.users.organizationUsers, ['Organization'], listOf<T.Employee>)),
    /** The form shows a refused invite itself (an email already taken, say). */
    inviteUser: build.mutation<T.Employee, T.InviteInput>({
      query: (input) => req('POST', EP.users.organizationUsers, input, { errorToast: false }),
      onQueryStarted: lifecycle({ ok: (_, { email }) => `Invitation sent to ${email}.` }),
      invalidatesTags: ifOk(['Organization']),
    }),
    removeUser: build.mutation<void, number>({
      query: (id) => req('DELETE', EP.users.organizationUser(id)),
      invalidatesTags: ifOk(['Organization']),
    }),
  }),
});

/**
 * The company and the plan are one cache entry (GET /users/employer-basic-info); a call that changes them
 * writes the server's answer into it, so setup progress, the logo and the plan chip follow at once.
 */
function withBasicInfo(recipe: (info: T.EmployerBasicInfo) => void) {
  return EmployerApi.util.updateQueryData('getEmployerBasicInfo', undefined, recipe);
}
