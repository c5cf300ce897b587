/** The auth domain's tables in the mock backend, and the demo accounts README lists. */
export interface MockUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  userType: 1 | 2;
  verified: boolean;
  profileComplete: boolean;
  photoUrl: string | null;
  companyId: number | null;
  organizationRole: string | null;
  /** The company that removed them (an employer without a company since): its owner may invite them again. */
  formerCompanyId?: number | null;
  alertPreferences: { CHAT: boolean; ALERT_NOTIFICATION: boolean };
  createdAt: string;
}

export interface MockMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** The OTP code or reset link the mail carries, shown in mock mode since no mail is sent. */
  code?: string;
  link?: string;
  /** What the Demo panel calls the link ('Open the reset link', 'Open the invitation link'). */
  linkLabel?: string;
  sentAt: string;
  /** Its code was verified or its link used: the banner no longer shows it. */
  used?: boolean;
}

export interface AuthTables {
  users: MockUser[];
  /** token -> user id */
  sessions: Record<string, number>;
  /** user id -> current OTP code */
  otps: Record<string, string>;
  /** reset token -> user id */
  resetTokens: Record<string, number>;
  outbox: MockMail[];
  contactMessages: Array<{ id: number; name: string; email: string; subject: string; message: string }>;
}

export const DEMO_PASSWORD = 'Demo@1234';

const user = (
  u: Partial<MockUser> & Pick<MockUser, 'id' | 'firstName' | 'lastName' | 'email' | 'userType'>,
): MockUser => ({
  phoneNumber: '+14155550100',
  password: DEMO_PASSWORD,
  verified: true,
  profileComplete: true,
  photoUrl: null,
  companyId: null,
  organizationRole: null,
  alertPreferences: { CHAT: true, ALERT_NOTIFICATION: true },
  createdAt: '2026-09-01T09:00:00.000Z',
  ...u,
});

/** Demo accounts: one of each state the guards distinguish. */
export const DEMO_USERS = {
  seeker: { id: 1, email: 'alex@demo.test' },
  newSeeker: { id: 2, email: 'jamie@demo.test' },
  employer: { id: 3, email: 'hr@acme.test' },
  newEmployer: { id: 4, email: 'sam@startup.test' },
} as const;

export function seedAuth(): AuthTables {
  return {
    users: [
      user({
        id: 1,
        firstName: 'Alex',
        lastName: 'Rivera',
        email: 'alex@demo.test',
        userType: 1,
        phoneNumber: '+14155550101',
      }),
      user({
        id: 2,
        firstName: 'Jamie',
        lastName: 'Chen',
        email: 'jamie@demo.test',
        userType: 1,
        profileComplete: false,
        phoneNumber: '+14155550102',
      }),
      user({
        id: 3,
        firstName: 'Morgan',
        lastName: 'Lee',
        email: 'hr@acme.test',
        userType: 2,
        companyId: 1,
        organizationRole: 'Owner',
        phoneNumber: '+14155550103',
      }),
      user({
        id: 4,
        firstName: 'Sam',
        lastName: 'Patel',
        email: 'sam@startup.test',
        userType: 2,
        profileComplete: false,
        phoneNumber: '+14155550104',
      }),
    ],
    sessions: {},
    otps: {},
    resetTokens: {},
    outbox: [],
    contactMessages: [],
  };
}
