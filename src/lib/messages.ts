// Every user-facing message the spec names (sections 5 and 8), copied exactly, in one place.

export const ERRORS = {
  unauthorized: 'Unauthorized',
  notFound: 'Api not found',
  server: 'Internal server error',
  timeout: 'Time Out',
  generic: 'Error',
  logoutFailed: 'Logout failed',
  fetchProfile: 'could not fetch profile',
  subscribe: 'could not subscribe to payment plans',
  updateProfile: 'could not update profile',
  updateFailed: 'Update failed',
  upload: 'Could not upload file',
} as const;

export const SUCCESS = {
  signIn: 'Sign-in successfully',
  signUp: 'Signup successfully',
  companyCreated: 'company created successfully',
  subscribed: 'payment plan subscribed successfully',
  profileUpdated: 'Profile updated successfully!',
  companyUpdated: 'Company updated successfully.',
  jobPosted: 'The job has been posted successfully.',
  jobUpdated: 'Job Updated Successfully',
  jobStatusUpdated: 'Job Status Updated Successfully',
  jobDeleted: 'Job Post has been Deleted.',
} as const;

export const VALIDATION = {
  phoneCountry: 'Phone number country code is invalid',
  phoneShort: 'Phone number is too short',
  phoneInvalid: 'Phone number is not valid',
  terms: 'Please agree to the terms and conditions before continuing.',
  gpaDecimals: 'GPA can have up to 2 decimal places',
  gpaMin: 'GPA must be at least 1',
  gpaMax: 'GPA cannot exceed 4',
  endDate: 'End date is required',
  endBeforeStart: 'End date must be after the start date',
  startInFuture: 'Start date cannot be in the future',
  leadingSpace: 'Spaces are not allowed without value',
  required: (label: string) => `Please enter ${label}`,
} as const;
