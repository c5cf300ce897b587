// Every screen route of SPEC.md section 2, in one typed table. Links and redirects build paths from here.
const enc = encodeURIComponent;

export const paths = {
  landing: '/',
  applicantSetup: '/applicant/profile-setup',
  employerSetup: '/employer/profile-setup',
  employerSetupPayment: (payment: string) => `/employer/profile-setup/${enc(payment)}`,
  welcome: '/welcome',
  contact: '/contact',
  about: '/about',
  privacy: '/privacy-policy',
  termsConditions: '/terms-&-conditions',
  termsOfUse: '/terms-of-use',

  login: '/login',
  forgotPassword: '/forgot-password',
  signup: (userType: string) => `/signup/${enc(userType)}`,
  verifyOtp: (contactInfo: string, userId: string | number) => `/verify/otp/${enc(contactInfo)}/${userId}`,
  /** The email variant of OTP verification. */
  verifyEmail: (contactInfo: string, userId: string | number) =>
    `/verify/email/${enc(contactInfo)}/${userId}`,
  setPassword: (token: string) => `/set-password/${enc(token)}`,

  jobSeeker: {
    dashboard: '/job-seeker/dashboard',
    appliedJobs: '/applied-jobs',
    savedJobs: '/saved-jobs',
    videoMeetings: '/job-seeker/video-meetings',
    settings: '/job-seeker/settings',
    matchJobPostings: '/match-job-postings',
    compareJobs: (ids: Array<string | number>) => `/compare-jobs/${ids.join(',')}`,
    jobDescription: (id?: string | number) =>
      id == null ? '/job-description' : `/job-description?jobId=${id}`,
    /** Job search: route not shown in the spec (docs/decisions.md). */
    search: '/job-search',
  },
  employer: {
    dashboard: '/employer/dashboard',
    allJobPostings: (type = 'list') => `/all-jobs-postings/${enc(type)}`,
    jobsPosting: (type = 'addJob') => `/jobs-posting/${enc(type)}`,
    videoMeetings: (type = 'list') => `/employer/video-meetings/${enc(type)}`,
    myOrganization: '/my-organization',
    settings: '/employer/settings',
    activeMatchJob: '/active-match-job',
    compareApplicants: '/compare-applicants',
    jobseekerInformation: '/jobseeker-information',
  },
  calendar: '/calendar',
  messages: {
    inbox: '/messages/inbox',
    starred: '/messages/starred',
    trash: '/messages/trash',
  },
} as const;

/** Dashboard home depends on role. */
export const dashboardFor = (role: 'JOBSEEKER' | 'EMPLOYER') =>
  role === 'EMPLOYER' ? paths.employer.dashboard : paths.jobSeeker.dashboard;

export const profileSetupFor = (role: 'JOBSEEKER' | 'EMPLOYER') =>
  role === 'EMPLOYER' ? paths.employerSetup : paths.applicantSetup;
