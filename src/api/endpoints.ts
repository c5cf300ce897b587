// Every backend call path of SPEC.md section 7, relative to /api/v1, in one place.
// The app's thunks and the mock backend both read from here, so a path can only drift in one spot.
import { PUBLIC_EP } from './publicEndpoints';

type Id = string | number;

export const EP = {
  auth: {
    login: '/auth/login',
    logout: (id: Id) => `/auth/logout/${id}`,
  },
  users: {
    create: '/users',
    forgetPassword: '/users/forget-password',
    resetPassword: '/users/reset-password',
    otp: '/users/otp',
    verifyOtp: '/users/verify-otp',
    video: '/users/jobseeker-video',
    transcript: '/users/jobseeker-video/transcript',
    profileComplete: '/users/profile-complete',
    byId: (id: Id) => `/users/${id}`,
    contactUs: PUBLIC_EP.contactUs,
    settings: '/users',
    jobseekerDetails: '/users/update-jobseeker-details',
    logo: '/users/logo',
    jobseekerBasicInfo: '/users/jobseeker-basic-info',
    employerBasicInfo: '/users/employer-basic-info',
    organizationUsers: '/users/organization-users',
    /** Not in the spec (docs/decisions.md): removing a user from the organization. */
    organizationUser: (id: Id) => `/users/organization-users/${id}`,
    jobseekersBasicInfo: (jobId: Id) => `/users/get-jobseekers-basic-info/${jobId}`,
    appliedJobSeekers: (jobId: Id) => `/users/applied-job-seekers/${jobId}`,
    appliedJobSeekerEmails: (jobId: Id) => `/users/applied-job-seekers/emails/${jobId}`,
    bestMatch: (jobId: Id) => `/users/best-match/${jobId}`,
  },
  preLaunchVideo: PUBLIC_EP.preLaunchVideo,
  userJobs: {
    byStatus: '/user-jobs/status',
    save: '/user-jobs',
  },
  jobs: {
    create: '/jobs',
    update: '/jobs',
    byId: (id: Id) => `/jobs/${id}`,
    byIds: '/jobs/get-by-ids',
    bestMatch: '/jobs/best-match',
    search: '/jobs/search-jobs',
    forEmployer: '/jobs/jobs-for-employer',
    statusForEmployer: '/jobs/jobs-status-for-employer',
    updateStatus: (id: Id, status: string) => `/jobs/update-job-status/${id}/${status}`,
    bulkUpload: '/jobs/bulk-jobs-upload',
    bulkJobs: '/jobs/bulk-jobs',
    /** Not in the spec (docs/decisions.md): editing one row of the bulk review list. */
    bulkJob: (id: Id) => `/jobs/bulk-jobs/${id}`,
    updateBulkStatus: '/jobs/update-bulk-jobs-status',
    users: '/jobs/get-users',
  },
  jobLookup: {
    tags: '/job-lookup/job-tags',
    qualifications: '/job-lookup/key-qualifications',
    benefits: '/job-lookup/job-benefits',
  },
  lookup: {
    universities: '/lookup/universities',
    address: '/lookup/address/autocomplete',
    paymentPlans: '/lookup/payment-plans',
    industries: '/lookup/industries',
  },
  notifications: {
    list: '/notification/alert',
    markRead: (id: Id) => `/notification/alert/mark-as-read/${id}`,
  },
  subscription: {
    create: '/subscription',
    cancel: '/subscription/cancel',
  },
  company: {
    create: '/company',
    update: '/company',
    logo: '/company/logo',
  },
  meetings: {
    mine: '/meetings/user-meeting',
    byId: (id: Id) => `/meetings/${id}`,
    zoom: '/zoom/meeting',
    zoomById: (id: Id) => `/zoom/meeting/${id}`,
  },
  chat: {
    initiate: '/chat/initiate-message',
    all: '/chat/get-all-chats',
    addMessage: (id: Id) => `/chat/add-messages/${id}`,
    markRead: (id: Id) => `/chat/mark-as-read/${id}`,
    updateCategory: (id: Id) => `/chat/update-category/${id}`,
    history: (id: Id) => `/chat/get-message-history/${id}`,
    unreadCount: '/chat/get-unread-chat-count',
    uploadFile: '/chat/upload-file',
    byId: (id: Id) => `/chat/${id}`,
    updateStatus: (id: Id) => `/chat/update-status/${id}`,
  },
} as const;
