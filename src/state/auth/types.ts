import type { Role } from '@/lib/roles';

/** Spec section 3: the login response. userType may come as an id (1, 2) or a role code. */
export interface LoginResponse {
  userType: number | string;
  token: string;
  loggedIn: boolean;
  profileComplete: boolean;
  id: number;
  email: string;
}

export interface UserProfile {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  userType: number | string;
  profileComplete: boolean;
  photoUrl?: string | null;
  companyId?: number | null;
  organizationRole?: string | null;
  alertPreferences?: Partial<Record<AlertKey, boolean>>;
}

export type AlertKey = 'CHAT' | 'ALERT_NOTIFICATION';

export interface VideoData {
  videoPath?: string | null;
  signedUrl?: string | null;
  transcript?: string | null;
}

export interface OtpState {
  isVerified: boolean;
  isVerificationCodeResent: boolean;
  message: string;
}

export interface SignupDto {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  userType: number;
  termsAndConditionsAccepted: boolean;
}

export interface Session {
  id: number;
  role: Role;
  token: string;
  email: string;
  profileComplete: boolean;
}

export type OtpChannel = 'SMS' | 'EMAIL';

/** PUT /users: the account settings (spec section 3 leaves the fields open; these are the ones the form edits). */
export interface AccountSettingsDto {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  alertPreferences: Record<AlertKey, boolean>;
}

export interface ContactDto {
  name: string;
  email: string;
  phoneNumber?: string;
  subject: string;
  message: string;
}

/** A call that answers only a message the screen may show (or nothing). */
export interface MessageAnswer {
  message?: string;
}
