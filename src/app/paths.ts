import { generatePath } from 'react-router-dom';
import type { Role } from '@/lib/roles';
import { ROUTE } from './routes';

// Links and redirects build every path from the one route table (src/app/routes.ts).
const to = (path: string, params: Record<string, string | number> = {}) =>
  generatePath(path, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));

export const paths = {
  landing: ROUTE.landing.path,
  applicantSetup: ROUTE.applicantSetup.path,
  employerSetup: ROUTE.employerSetup.path,
  employerSetupPayment: (payment: string) => to(ROUTE.employerSetupPayment.path, { payment }),
  welcome: ROUTE.welcome.path,
  contact: ROUTE.contact.path,
  about: ROUTE.about.path,
  privacy: ROUTE.privacy.path,
  termsConditions: ROUTE.termsConditions.path,
  termsOfUse: ROUTE.termsOfUse.path,

  login: ROUTE.login.path,
  forgotPassword: ROUTE.forgotPassword.path,
  signup: (userType: string) => to(ROUTE.signup.path, { userType }),
  verifyOtp: (contactInfo: string, userId: string | number) =>
    to(ROUTE.verifyOtp.path, { contactInfo, userId }),
  /** The email variant of OTP verification. */
  verifyEmail: (contactInfo: string, userId: string | number) =>
    to(ROUTE.verifyEmail.path, { contactInfo, userId }),
  setPassword: (token: string) => to(ROUTE.setPassword.path, { token }),

  jobSeeker: {
    dashboard: ROUTE.seekerDashboard.path,
    appliedJobs: ROUTE.appliedJobs.path,
    savedJobs: ROUTE.savedJobs.path,
    videoMeetings: ROUTE.seekerVideoMeetings.path,
    settings: ROUTE.seekerSettings.path,
    matchJobPostings: ROUTE.matchJobPostings.path,
    // The ids stay readable in the address bar: 1,2,3 rather than 1%2C2%2C3.
    compareJobs: (ids: Array<string | number>) =>
      to(ROUTE.compareJobs.path, { ids: ids.join(',') }).replace(/%2C/g, ','),
    jobDescription: (id?: string | number) =>
      id == null ? ROUTE.jobDescription.path : `${ROUTE.jobDescription.path}?jobId=${id}`,
    /** Job search: route not shown in the spec (docs/decisions.md). */
    search: ROUTE.jobSearch.path,
  },
  employer: {
    dashboard: ROUTE.employerDashboard.path,
    allJobPostings: (type = 'list') => to(ROUTE.allJobPostings.path, { type }),
    jobsPosting: (type = 'addJob') => to(ROUTE.jobsPosting.path, { type }),
    videoMeetings: (type = 'list') => to(ROUTE.employerVideoMeetings.path, { type }),
    myOrganization: ROUTE.myOrganization.path,
    settings: ROUTE.employerSettings.path,
    activeMatchJob: ROUTE.activeMatchJob.path,
    compareApplicants: ROUTE.compareApplicants.path,
    jobseekerInformation: ROUTE.jobseekerInformation.path,
  },
  calendar: ROUTE.calendar.path,
  messages: {
    inbox: ROUTE.inbox.path,
    starred: ROUTE.starred.path,
    trash: ROUTE.trash.path,
  },
} as const;

/** Dashboard home depends on role. */
export const dashboardFor = (role: Role) =>
  role === 'EMPLOYER' ? paths.employer.dashboard : paths.jobSeeker.dashboard;

export const profileSetupFor = (role: Role) =>
  role === 'EMPLOYER' ? paths.employerSetup : paths.applicantSetup;
