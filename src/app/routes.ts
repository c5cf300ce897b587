import { matchPath, type Params } from 'react-router-dom';
import type { Role } from '@/lib/roles';

export type LayoutName = 'simple' | 'auth' | 'app';

/**
 * What kind of route this is, for the access rules of spec section 2:
 * - setup: landing, profile setup, OTP, welcome. Blocked once the profile is complete; the only
 *   (with info) routes allowed while it is incomplete.
 * - info: contact, about and the legal pages. Open in every state (docs/decisions.md).
 * - guest: login, signup, forgot and set password. For visitors; a logged-in user is sent on.
 * - app: everything else; needs a complete profile.
 */
export type RouteKind = 'setup' | 'info' | 'guest' | 'app';

export interface RouteAccess {
  /** Needs a logged-in token. */
  protected: boolean;
  /** Only this role may open it. */
  role?: Role;
  kind: RouteKind;
}

export interface AppRoute {
  path: string;
  layout: LayoutName;
  access: RouteAccess;
  title: string;
  /** The title by the value of the path's :type, where that value opens another page (an edit, not a post). */
  titles?: Record<string, string>;
  /** The values of the path's :type that open the page; any other is a page not found (spec section 2). */
  types?: readonly string[];
  /** Built into static HTML at build time and hydrated (scripts/prerender.ts): the public pages a visitor reads. */
  prerender?: true;
}

const open = (kind: RouteKind): RouteAccess => ({ protected: false, kind });
const seeker: RouteAccess = { protected: true, role: 'JOBSEEKER', kind: 'app' };
const employer: RouteAccess = { protected: true, role: 'EMPLOYER', kind: 'app' };
const both: RouteAccess = { protected: true, kind: 'app' };

/**
 * The one route table: every path of spec section 2 with its layout and its guard, as data. Links are built
 * from these paths (src/app/paths.ts) and the router mounts them with their pages (src/app/pages.ts), so a
 * path is spelled once. It imports no page, so any module may read it without a cycle.
 */
export const ROUTE = {
  landing: {
    path: '/',
    layout: 'simple',
    access: open('setup'),
    title: 'Find work that fits',
    prerender: true,
  },
  applicantSetup: {
    path: '/applicant/profile-setup',
    layout: 'simple',
    access: { protected: true, role: 'JOBSEEKER', kind: 'setup' },
    title: 'Set up your profile',
  },
  employerSetup: {
    path: '/employer/profile-setup',
    layout: 'simple',
    access: { protected: true, role: 'EMPLOYER', kind: 'setup' },
    title: 'Set up your company',
  },
  employerSetupPayment: {
    path: '/employer/profile-setup/:payment',
    layout: 'simple',
    access: { protected: true, role: 'EMPLOYER', kind: 'setup' },
    title: 'Set up your company',
  },
  welcome: {
    path: '/welcome',
    layout: 'simple',
    access: { protected: true, kind: 'setup' },
    title: 'Welcome',
  },
  contact: { path: '/contact', layout: 'simple', access: open('info'), title: 'Contact us', prerender: true },
  about: { path: '/about', layout: 'simple', access: open('info'), title: 'About us', prerender: true },
  privacy: {
    path: '/privacy-policy',
    layout: 'simple',
    access: open('info'),
    title: 'Privacy policy',
    prerender: true,
  },
  termsConditions: {
    path: '/terms-&-conditions',
    layout: 'simple',
    access: open('info'),
    title: 'Terms and conditions',
    prerender: true,
  },
  termsOfUse: {
    path: '/terms-of-use',
    layout: 'simple',
    access: open('info'),
    title: 'Terms of use',
    prerender: true,
  },
  login: { path: '/login', layout: 'auth', access: open('guest'), title: 'Log in', prerender: true },
  forgotPassword: {
    path: '/forgot-password',
    layout: 'auth',
    // Open signed in too, as Set your password is: its 'Ask for a new one' comes here.
    access: open('info'),
    title: 'Forgot password',
    prerender: true,
  },
  signup: { path: '/signup/:userType', layout: 'auth', access: open('guest'), title: 'Sign up' },
  verifyOtp: {
    path: '/verify/otp/:contactInfo/:userId',
    layout: 'auth',
    access: open('setup'),
    title: 'Verify your account',
  },
  verifyEmail: {
    path: '/verify/email/:contactInfo/:userId',
    layout: 'auth',
    access: open('setup'),
    title: 'Verify your email',
  },
  setPassword: {
    path: '/set-password/:token',
    layout: 'auth',
    // Open signed in too: Settings sends this link to change a password (docs/decisions.md).
    access: open('info'),
    title: 'Set your password',
  },
  seekerDashboard: { path: '/job-seeker/dashboard', layout: 'app', access: seeker, title: 'Overview' },
  appliedJobs: { path: '/applied-jobs', layout: 'app', access: seeker, title: 'Applied jobs' },
  savedJobs: { path: '/saved-jobs', layout: 'app', access: seeker, title: 'Saved jobs' },
  seekerVideoMeetings: {
    path: '/job-seeker/video-meetings',
    layout: 'app',
    access: seeker,
    title: 'Video meetings',
  },
  seekerSettings: { path: '/job-seeker/settings', layout: 'app', access: seeker, title: 'Settings' },
  matchJobPostings: { path: '/match-job-postings', layout: 'app', access: seeker, title: 'Best matches' },
  compareJobs: { path: '/compare-jobs/:ids', layout: 'app', access: seeker, title: 'Compare jobs' },
  jobDescription: { path: '/job-description', layout: 'app', access: seeker, title: 'Job description' },
  jobSearch: { path: '/job-search', layout: 'app', access: seeker, title: 'Find jobs' },
  employerDashboard: { path: '/employer/dashboard', layout: 'app', access: employer, title: 'Overview' },
  allJobPostings: {
    path: '/all-jobs-postings/:type',
    layout: 'app',
    access: employer,
    title: 'Job postings',
    titles: { applicants: 'Applicants' },
    types: ['list', 'active', 'inactive', 'applicants'],
  },
  jobsPosting: {
    path: '/jobs-posting/:type',
    layout: 'app',
    access: employer,
    title: 'Post a job',
    titles: { editJob: 'Edit job', duplicateJob: 'Duplicate job' },
    types: ['addJob', 'bulkUpload', 'editJob', 'duplicateJob'],
  },
  employerVideoMeetings: {
    path: '/employer/video-meetings/:type',
    layout: 'app',
    access: employer,
    title: 'Video meetings',
    types: ['list', 'upcoming', 'past'],
  },
  myOrganization: { path: '/my-organization', layout: 'app', access: employer, title: 'My organization' },
  employerSettings: { path: '/employer/settings', layout: 'app', access: employer, title: 'Settings' },
  activeMatchJob: { path: '/active-match-job', layout: 'app', access: employer, title: 'Best-match review' },
  compareApplicants: {
    path: '/compare-applicants',
    layout: 'app',
    access: employer,
    title: 'Compare applicants',
  },
  jobseekerInformation: {
    path: '/jobseeker-information',
    layout: 'app',
    access: employer,
    title: 'Applicant profile',
  },
  calendar: { path: '/calendar', layout: 'app', access: both, title: 'Calendar' },
  inbox: { path: '/messages/inbox', layout: 'app', access: both, title: 'Inbox' },
  starred: { path: '/messages/starred', layout: 'app', access: both, title: 'Starred' },
  trash: { path: '/messages/trash', layout: 'app', access: both, title: 'Trash' },
} satisfies Record<string, AppRoute>;

export type RouteId = keyof typeof ROUTE;

/** What the router keeps of a route on its match (src/app/router.tsx). */
export interface RouteHandle {
  access: RouteAccess;
  /**
   * The page's title (of its kind of page, for a path with a :type): the top bar, the document's title, the move's
   * announcement and the page's heading all read it.
   */
  title: string;
  /** Starts loading the route's page and layout. */
  preload: () => Promise<unknown>;
  /** The kind of page, of a path with a :type (src/app/router.tsx gives each kind a route of its own). */
  type?: string;
}

export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  layout: 'simple',
  access: open('info'),
  title: 'Page not found',
};

export const ROUTES: Array<AppRoute & { id: RouteId }> = Object.entries(ROUTE).map(([id, r]) => ({
  ...r,
  id: id as RouteId,
}));

/**
 * Whether a route's page opens for these parameters: a :type it does not know is a page not found; none at all
 * (/employer/video-meetings) is its first kind, where the router sends it (src/app/router.tsx).
 */
const opensPage = (route: Pick<AppRoute, 'types'>, { type }: Params) =>
  !route.types || type === undefined || route.types.includes(type);

/** The route a URL (path and optional query) opens, or the 404 route. */
export function routeFor(url: string): AppRoute {
  const pathname = url.split(/[?#]/)[0];
  return (
    ROUTES.find((r) => {
      // A path's kinds of page are matched as written, as the router matches them (src/app/router.tsx).
      const match = matchPath(
        { path: r.types ? `${r.path}?` : r.path, end: true, caseSensitive: !!r.types },
        pathname,
      );
      return match && opensPage(r, match.params);
    }) ?? NOT_FOUND_ROUTE
  );
}
