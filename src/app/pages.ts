import type { ComponentType } from 'react';
import LandingPage from '@/features/site/pages/LandingPage';
import type { RouteId } from './routes';

type Load = () => Promise<{ default: ComponentType }>;

/**
 * The landing page ships with the entry (about 4 KiB gzip): most visits start there, and its headline should not
 * wait for a second download after the entry's. Every other page is a chunk of its own (below).
 */
export const STATIC_PAGES: Partial<Record<RouteId, ComponentType>> = { landing: LandingPage };

/** Each route's page, a lazily loaded chunk of its own (routes sharing a module share the chunk). */
export const PAGES: Record<RouteId | 'notFound', Load> = {
  landing: () => Promise.resolve({ default: LandingPage }),
  applicantSetup: () => import('@/features/jobseeker/pages/ProfileSetupPage'),
  employerSetup: () => import('@/features/employer/pages/CompanySetupPage'),
  employerSetupPayment: () => import('@/features/employer/pages/CompanySetupPage'),
  welcome: () => import('@/features/auth/pages/WelcomePage'),
  contact: () => import('@/features/site/pages/ContactPage'),
  about: () => import('@/features/site/pages/AboutPage'),
  privacy: () => import('@/features/site/pages/PrivacyPolicyPage'),
  termsConditions: () => import('@/features/site/pages/TermsConditionsPage'),
  termsOfUse: () => import('@/features/site/pages/TermsOfUsePage'),
  login: () => import('@/features/auth/pages/LoginPage'),
  forgotPassword: () => import('@/features/auth/pages/ForgotPasswordPage'),
  signup: () => import('@/features/auth/pages/SignupPage'),
  verifyOtp: () => import('@/features/auth/pages/VerifyOtpPage'),
  verifyEmail: () => import('@/features/auth/pages/VerifyOtpPage'),
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
  inbox: () => import('@/features/chat/pages/MessagesPage'),
  starred: () => import('@/features/chat/pages/MessagesPage'),
  trash: () => import('@/features/chat/pages/MessagesPage'),
  notFound: () => import('@/features/site/pages/NotFoundPage'),
};
