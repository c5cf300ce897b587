import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { trackRequests, type RequestsState } from '@/api/request-state';
import { sessionEnded } from '@/state/auth/events';
import type {
  ApplicantAction,
  ApplicantProfile,
  ApplicantSummary,
  CalendarEvent,
  Company,
  Employee,
  Industry,
  PaymentPlan,
  RecentApplicant,
  Subscription,
} from '@/state/employer/types';
import {
  cancelSubscription,
  employerThunks,
  fetchApplicantEmails,
  fetchApplicantProfiles,
  fetchApplicants,
  fetchBestMatch,
  fetchEmployerBasicInfo,
  fetchIndustries,
  fetchOrganizationUsers,
  fetchPaymentPlans,
  fetchRecentApplicants,
  inviteUser,
  markNotAMatch,
  removeUser,
  saveCompany,
  subscribe,
  uploadCompanyLogo,
} from '@/state/employer/api';

/** The best-match review: which job, where in its ranked applicants, and the one shown. */
export interface ReviewState {
  jobId: number | null;
  index: number;
  total: number;
  applicant: ApplicantProfile | null;
}

/** Spec section 3: employer state. The setup step is derived (selectors), not stored. */
export interface EmployerState {
  industries: Industry[];
  paymentPlans: PaymentPlan[];
  employerProfile: { company: Company | null; subscription: Subscription | null };
  logo: string | null;
  allEmployees: Employee[];
  calendarEvents: CalendarEvent[];
  applicants: ApplicantSummary[];
  applicantEmails: string[];
  applicantProfiles: ApplicantProfile[];
  recentApplicants: RecentApplicant[];
  review: ReviewState;
  requests: RequestsState;
}

const initialReview: ReviewState = { jobId: null, index: 0, total: 0, applicant: null };

const initialState: EmployerState = {
  industries: [],
  paymentPlans: [],
  employerProfile: { company: null, subscription: null },
  logo: null,
  allEmployees: [],
  calendarEvents: [],
  applicants: [],
  applicantEmails: [],
  applicantProfiles: [],
  recentApplicants: [],
  review: initialReview,
  requests: {},
};

const setStatus = (list: Array<{ id: number; employerJobStatus: string | null }>, id: number, s: string) =>
  list.forEach((a) => {
    if (a.id === id) a.employerJobStatus = s;
  });

const employerSlice = createSlice({
  name: 'employer',
  initialState,
  reducers: {
    /** Spec section 4: an action sets the applicant's status and, with updateIndex, moves on by one. */
    applicantActed(state, action: PayloadAction<ApplicantAction>) {
      const { employerJobStatus, updateIndex } = action.payload;
      const current = state.review.applicant;
      if (current && employerJobStatus) {
        current.employerJobStatus = employerJobStatus;
        setStatus(state.applicants, current.id, employerJobStatus);
      }
      if (updateIndex) {
        state.review.index += 1;
        state.review.applicant = null; // the next one loads; no action can reach the previous by mistake
      }
    },
    /** Spec section 4: reset returns to the start. */
    reviewReset(state) {
      if (state.review.index !== 0) state.review.applicant = null;
      state.review.index = 0;
    },
    /** An interview was scheduled (from the review or a profile): the chip follows at once. */
    applicantScheduled(state, action: PayloadAction<{ userId: number }>) {
      const { userId } = action.payload;
      setStatus(state.applicants, userId, 'SCHEDULED');
      setStatus(state.applicantProfiles, userId, 'SCHEDULED');
      if (state.review.applicant?.id === userId) state.review.applicant.employerJobStatus = 'SCHEDULED';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(fetchIndustries.fulfilled, (s, a) => void (s.industries = a.payload))
      .addCase(fetchPaymentPlans.fulfilled, (s, a) => void (s.paymentPlans = a.payload))
      .addCase(fetchEmployerBasicInfo.fulfilled, (s, a) => {
        s.employerProfile = a.payload;
        s.logo = a.payload.company?.logoUrl ?? null;
      })
      .addCase(saveCompany.fulfilled, (s, a) => {
        s.employerProfile.company = a.payload;
      })
      .addCase(uploadCompanyLogo.fulfilled, (s, a) => {
        s.logo = a.payload;
        if (s.employerProfile.company) s.employerProfile.company.logoUrl = a.payload;
      })
      .addCase(subscribe.fulfilled, (s, a) => {
        if (a.payload.subscription) s.employerProfile.subscription = a.payload.subscription;
      })
      .addCase(cancelSubscription.fulfilled, (s, a) => {
        s.employerProfile.subscription = a.payload;
      })
      .addCase(fetchOrganizationUsers.fulfilled, (s, a) => void (s.allEmployees = a.payload))
      .addCase(inviteUser.fulfilled, (s, a) => void s.allEmployees.push(a.payload))
      .addCase(removeUser.fulfilled, (s, a) => {
        s.allEmployees = s.allEmployees.filter((e) => e.id !== a.payload);
      })
      .addCase(fetchRecentApplicants.fulfilled, (s, a) => void (s.recentApplicants = a.payload))
      .addCase(fetchApplicants.fulfilled, (s, a) => void (s.applicants = a.payload))
      .addCase(fetchApplicantEmails.fulfilled, (s, a) => void (s.applicantEmails = a.payload))
      .addCase(fetchApplicantProfiles.pending, (s) => void (s.applicantProfiles = []))
      .addCase(fetchApplicantProfiles.fulfilled, (s, a) => void (s.applicantProfiles = a.payload))
      .addCase(fetchBestMatch.fulfilled, (s, a) => {
        s.review = { ...a.payload };
      })
      .addCase(markNotAMatch.fulfilled, (s, a) => {
        setStatus(s.applicants, a.payload.userId, 'NOT_A_MATCH');
        setStatus(s.applicantProfiles, a.payload.userId, 'NOT_A_MATCH');
      });
    trackRequests(builder, employerThunks);
  },
});

export const { applicantActed, reviewReset, applicantScheduled } = employerSlice.actions;
export const employerReducer = employerSlice.reducer;
export default employerSlice.reducer;
