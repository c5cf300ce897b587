import type { ComponentType } from 'react';
import LandingPage from '@/features/site/pages/LandingPage';
import type { RouteId } from './routes';

type Load = () => Promise<{ default: ComponentType }>;

/**
 * The landing page ships with the entry (about 4 KiB gzip): most visits start there, and its headline should not
 * wait for a second download after the entry's. Every other page is a chunk of its own (below).
 */
export const STATIC_PAGES: Partial<Record<RouteId, ComponentType>> = { landing: LandingPage };

// Routes that show one page module name one loader, so that they share one lazy component (src/app/router.tsx):
// a move between them (a setup's return from payment, a code sent by email instead) renders the loaded page at once.
const companySetup = () => import('@/features/employer/pages/CompanySetupPage');
const verify = () => import('@/features/auth/pages/VerifyOtpPage');
const messages = () => import('@/features/chat/pages/MessagesPage');

/** Each route's page, a lazily loaded chunk of its own (routes sharing a module share the chunk). */
export const PAGES: Record<RouteId | 'notFound', Load> = {
  landing: () => Promise.resolve({ default: LandingPage }),
  applicantSetup: () => import('@/features/jobseeker/pages/ProfileSetupPage'),
  employerSetup: companySetup,
  employerSetupPayment: companySetup,
  welcome: () => import('@/features/auth/pages/WelcomePage'),
  contact: () => import('@/features/site/pages/ContactPage'),
  about: () => import('@/features/site/pages/AboutPage'),
  privacy: () => import('@/features/site/pages/PrivacyPolicyPage'),
  termsConditions: () => import('@/features/site/pages/TermsConditionsPage'),
  termsOfUse: () => import('@/features/site/pages/TermsOfUsePage'),
  login: () => import('@/features/auth/pages/LoginPage'),
  forgotPassword: () => import('@/features/auth/pages/ForgotPasswordPage'),
  signup: () => import('@/features/auth/pages/SignupPage'),
  verifyOtp: verify,
  verifyEmail: verify,
  setPassword: () => import('@/features/auth/pages/SetPasswordPage'),
  seekerDashboard: () => import('@/features/jobs/pages/JobSeekerDashboardPage'),
  appliedJobs: () => import('@/features/jobs/pages/AppliedJobsPage'),
  savedJobs: () => import('@/features/jobs/pages/SavedJobsPage'),
  seekerVideoMeetings: () => import('@/features/meetings/pages/MeetingsPage'),
  seekerSettings: () => import('@/features/jobseeker/pages/JobSeekerSettingsPage'),
  matchJobPostings: () => import('@/features/jobs/pages/MatchJobPostingsPage'),
  compareJobs: () => import('@/features/jobs/pages/CompareJobsPage'),
  jobDescription: () => import('@/features/jobs/pages/JobDescriptionPage'),
  jobSearch: () => import('@/features/jobs/pages/JobSearchPage'),
  employerDashboard: () => import('@/features/employer/pages/EmployerDashboardPage'),
  allJobPostings: () => import('@/features/employer/pages/AllJobPostingsPage'),
  jobsPosting: () => import('@/features/employer/pages/JobsPostingPage'),
  employerVideoMeetings: () => import('@/features/meetings/pages/MeetingsPage'),
  myOrganization: () => import('@/features/employer/pages/MyOrganizationPage'),
  employerSettings: () => import('@/features/employer/pages/EmployerSettingsPage'),
  activeMatchJob: () => import('@/features/employer/pages/ActiveMatchJobPage'),
  compareApplicants: () => import('@/features/employer/pages/CompareApplicantsPage'),
  jobseekerInformation: () => import('@/features/employer/pages/JobseekerInformationPage'),
  calendar: () => import('@/features/meetings/pages/CalendarPage'),
  inbox: messages,
  starred: messages,
  trash: messages,
  notFound: () => import('@/features/site/pages/NotFoundPage'),
};
