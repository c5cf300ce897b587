import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { RouteAccess } from './access';

export type LayoutName = 'simple' | 'auth' | 'app';

export interface AppRoute {
  path: string;
  layout: LayoutName;
  access: RouteAccess;
  title: string;
  /** Each page is its own lazily loaded chunk. */
  load: () => Promise<{ default: ComponentType }>;
}

const open = (kind: RouteAccess['kind']): RouteAccess => ({ protected: false, kind });
const seeker: RouteAccess = { protected: true, role: 'JOBSEEKER', kind: 'app' };
const employer: RouteAccess = { protected: true, role: 'EMPLOYER', kind: 'app' };
const both: RouteAccess = { protected: true, kind: 'app' };

/** The one route table: every path of spec section 2 with its layout and its guard, as data. */
export const ROUTES: AppRoute[] = [
  // Public layout (simple)
  {
    path: '/',
    layout: 'simple',
    access: open('setup'),
    title: 'Find work that fits',
    load: () => import('@/features/site/pages/LandingPage'),
  },
  {
    path: '/applicant/profile-setup',
    layout: 'simple',
    access: { protected: true, role: 'JOBSEEKER', kind: 'setup' },
    title: 'Set up your profile',
    load: () => import('@/features/jobseeker/pages/ProfileSetupPage'),
  },
  {
    path: '/employer/profile-setup',
    layout: 'simple',
    access: { protected: true, role: 'EMPLOYER', kind: 'setup' },
    title: 'Set up your company',
    load: () => import('@/features/employer/pages/CompanySetupPage'),
  },
  {
    path: '/employer/profile-setup/:payment',
    layout: 'simple',
    access: { protected: true, role: 'EMPLOYER', kind: 'setup' },
    title: 'Set up your company',
    load: () => import('@/features/employer/pages/CompanySetupPage'),
  },
  {
    path: '/welcome',
    layout: 'simple',
    access: { protected: true, kind: 'setup' },
    title: 'Welcome',
    load: () => import('@/features/auth/pages/WelcomePage'),
  },
  {
    path: '/contact',
    layout: 'simple',
    access: open('info'),
    title: 'Contact us',
    load: () => import('@/features/site/pages/ContactPage'),
  },
  {
    path: '/about',
    layout: 'simple',
    access: open('info'),
    title: 'About us',
    load: () => import('@/features/site/pages/AboutPage'),
  },
  {
    path: '/privacy-policy',
    layout: 'simple',
    access: open('info'),
    title: 'Privacy policy',
    load: () => import('@/features/site/pages/PrivacyPolicyPage'),
  },
  {
    path: '/terms-&-conditions',
    layout: 'simple',
    access: open('info'),
    title: 'Terms and conditions',
    load: () => import('@/features/site/pages/TermsConditionsPage'),
  },
  {
    path: '/terms-of-use',
    layout: 'simple',
    access: open('info'),
    title: 'Terms of use',
    load: () => import('@/features/site/pages/TermsOfUsePage'),
  },

  // Auth layout
  {
    path: '/login',
    layout: 'auth',
    access: open('guest'),
    title: 'Log in',
    load: () => import('@/features/auth/pages/LoginPage'),
  },
  {
    path: '/forgot-password',
    layout: 'auth',
    access: open('guest'),
    title: 'Forgot password',
    load: () => import('@/features/auth/pages/ForgotPasswordPage'),
  },
  {
    path: '/signup/:userType',
    layout: 'auth',
    access: open('guest'),
    title: 'Sign up',
    load: () => import('@/features/auth/pages/SignupPage'),
  },
  {
    path: '/verify/otp/:contactInfo/:userId',
    layout: 'auth',
    access: open('setup'),
    title: 'Verify your account',
    load: () => import('@/features/auth/pages/VerifyOtpPage'),
  },
  {
    path: '/verify/email/:contactInfo/:userId',
    layout: 'auth',
    access: open('setup'),
    title: 'Verify your email',
    load: () => import('@/features/auth/pages/VerifyOtpPage'),
  },
  {
    path: '/set-password/:token',
    layout: 'auth',
    access: open('guest'),
    title: 'Set a new password',
    load: () => import('@/features/auth/pages/SetPasswordPage'),
  },

  // App layout: job seeker
  {
    path: '/job-seeker/dashboard',
    layout: 'app',
    access: seeker,
    title: 'Overview',
    load: () => import('@/features/jobs/pages/JobSeekerDashboardPage'),
  },
  {
    path: '/applied-jobs',
    layout: 'app',
    access: seeker,
    title: 'Applied jobs',
    load: () => import('@/features/jobs/pages/AppliedJobsPage'),
  },
  {
    path: '/saved-jobs',
    layout: 'app',
    access: seeker,
    title: 'Saved jobs',
    load: () => import('@/features/jobs/pages/SavedJobsPage'),
  },
  {
    path: '/job-seeker/video-meetings',
    layout: 'app',
    access: seeker,
    title: 'Video meetings',
    load: () => import('@/features/meetings/pages/MeetingsPage'),
  },
  {
    path: '/job-seeker/settings',
    layout: 'app',
    access: seeker,
    title: 'Settings',
    load: () => import('@/features/jobseeker/pages/JobSeekerSettingsPage'),
  },
  {
    path: '/match-job-postings',
    layout: 'app',
    access: seeker,
    title: 'Best matches',
    load: () => import('@/features/jobs/pages/MatchJobPostingsPage'),
  },
  {
    path: '/compare-jobs/:ids',
    layout: 'app',
    access: seeker,
    title: 'Compare jobs',
    load: () => import('@/features/jobs/pages/CompareJobsPage'),
  },
  {
    path: '/job-description',
    layout: 'app',
    access: seeker,
    title: 'Job description',
    load: () => import('@/features/jobs/pages/JobDescriptionPage'),
  },
  {
    path: '/job-search',
    layout: 'app',
    access: seeker,
    title: 'Find jobs',
    load: () => import('@/features/jobs/pages/JobSearchPage'),
  },

  // App layout: employer
  {
    path: '/employer/dashboard',
    layout: 'app',
    access: employer,
    title: 'Overview',
    load: () => import('@/features/employer/pages/EmployerDashboardPage'),
  },
  {
    path: '/all-jobs-postings/:type',
    layout: 'app',
    access: employer,
    title: 'Job postings',
    load: () => import('@/features/employer/pages/AllJobPostingsPage'),
  },
  {
    path: '/jobs-posting/:type',
    layout: 'app',
    access: employer,
    title: 'Post a job',
    load: () => import('@/features/employer/pages/JobsPostingPage'),
  },
  {
    path: '/employer/video-meetings/:type',
    layout: 'app',
    access: employer,
    title: 'Video meetings',
    load: () => import('@/features/meetings/pages/MeetingsPage'),
  },
  {
    path: '/my-organization',
    layout: 'app',
    access: employer,
    title: 'My organization',
    load: () => import('@/features/employer/pages/MyOrganizationPage'),
  },
  {
    path: '/employer/settings',
    layout: 'app',
    access: employer,
    title: 'Settings',
    load: () => import('@/features/employer/pages/EmployerSettingsPage'),
  },
  {
    path: '/active-match-job',
    layout: 'app',
    access: employer,
    title: 'Best-match review',
    load: () => import('@/features/employer/pages/ActiveMatchJobPage'),
  },
  {
    path: '/compare-applicants',
    layout: 'app',
    access: employer,
    title: 'Compare applicants',
    load: () => import('@/features/employer/pages/CompareApplicantsPage'),
  },
  {
    path: '/jobseeker-information',
    layout: 'app',
    access: employer,
    title: 'Applicant profile',
    load: () => import('@/features/employer/pages/JobseekerInformationPage'),
  },

  // App layout: both roles
  {
    path: '/calendar',
    layout: 'app',
    access: both,
    title: 'Calendar',
    load: () => import('@/features/meetings/pages/CalendarPage'),
  },
  {
    path: '/messages/inbox',
    layout: 'app',
    access: both,
    title: 'Inbox',
    load: () => import('@/features/chat/pages/MessagesPage'),
  },
  {
    path: '/messages/starred',
    layout: 'app',
    access: both,
    title: 'Starred',
    load: () => import('@/features/chat/pages/MessagesPage'),
  },
  {
    path: '/messages/trash',
    layout: 'app',
    access: both,
    title: 'Trash',
    load: () => import('@/features/chat/pages/MessagesPage'),
  },
];

export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  layout: 'simple',
  access: open('info'),
  title: 'Page not found',
  load: () => import('@/features/site/pages/NotFoundPage'),
};

/** The route a URL (path and optional query) opens, or the 404 route. */
export function routeFor(url: string): AppRoute {
  const pathname = url.split(/[?#]/)[0];
  return ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname)) ?? NOT_FOUND_ROUTE;
}
