import type { JobSeekerProfile } from '@/state/auth/profileTypes';
import { db, nextId, persist } from '../db';
import { newOtp, randomToken, sendMail } from '../mail';
import { DEMO_PASSWORD, type MockUser } from '../seed/auth';
import { personName } from '@/lib/names';

/**
 * Accounts for QA: any seeded user signed in at once, and fresh users made at a chosen step of sign-up and
 * profile setup (spec section 4's setup progress), so a step can be tested without filling the ones before it.
 */

/** The session a login would start, in the shape the app keeps in local storage (spec section 3). */
export interface QaSession {
  token: string;
  role: 'JOBSEEKER' | 'EMPLOYER';
  profileComplete: boolean;
  id: number;
  email: string;
}

export const roleOf = (u: Pick<MockUser, 'userType'>) => (u.userType === 2 ? 'EMPLOYER' : 'JOBSEEKER');

/** "Alex Rivera, job seeker, complete profile (alex@demo.test)": how the panel names a user. */
export function describeUser(u: MockUser) {
  const role = u.userType === 2 ? 'employer' : 'job seeker';
  const state = !u.verified ? 'not verified' : u.profileComplete ? 'complete profile' : 'incomplete profile';
  return `${personName(u, 'Unnamed user')}, ${role}, ${state} (${u.email})`;
}

export const findUserByEmail = (email: string) =>
  db().users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase());

/** A new session for a user in the mock's store, as POST /auth/login would open. */
export function openSession(user: MockUser): QaSession {
  const token = randomToken('mock');
  db().sessions[token] = user.id;
  persist();
  return { token, role: roleOf(user), profileComplete: user.profileComplete, id: user.id, email: user.email };
}

export const SEEKER_STEPS = [
  { value: 'verify', label: 'Signed up, code not yet entered' },
  { value: '1', label: 'Setup step 1: start' },
  { value: '2', label: 'Setup step 2: education done' },
  { value: '3', label: 'Setup step 3: work experience done' },
  { value: '4', label: 'Setup step 4: introduction done' },
  { value: '5', label: 'Setup step 5: available time done' },
  { value: '6', label: 'Setup step 6: self-identification done, not submitted' },
  { value: 'complete', label: 'Profile complete' },
] as const;

export const EMPLOYER_STEPS = [
  { value: 'verify', label: 'Signed up, code not yet entered' },
  { value: '0', label: 'Setup: no company yet' },
  { value: '1', label: 'Setup: company done, no plan' },
  { value: 'complete', label: 'Setup complete (company and plan)' },
] as const;

export type SetupChoice = (typeof SEEKER_STEPS)[number]['value'] | (typeof EMPLOYER_STEPS)[number]['value'];

/** A job seeker's profile with the sections before `step` filled in (from the demo seeker's own profile). */
function profileAt(step: number): JobSeekerProfile {
  const model = structuredClone(db().jobSeekerProfiles['1']);
  const info = model.basicInfo;
  const has = (section: number) => step > section;
  return {
    education: has(1) ? model.education : [],
    workExperience: has(2) ? model.workExperience : [],
    universities: has(1) ? model.universities : [],
    basicInfo: {
      ...(has(3) && {
        transcript: info.transcript,
        videoPath: info.videoPath,
        signedUrl: info.signedUrl,
        keyQualifications: info.keyQualifications,
      }),
      ...(has(4) && { availableTime: info.availableTime }),
      ...(has(5) && {
        isSponsorshipRequired: info.isSponsorshipRequired,
        disability: info.disability,
        ethnicity: info.ethnicity,
        protectedVeteran: info.protectedVeteran,
      }),
    },
  };
}

function companyFor(user: MockUser, withPlan: boolean) {
  const d = db();
  const company = {
    id: nextId(),
    ownerId: user.id,
    companyName: `QA Company ${user.id}`,
    industries: [1],
    termsAndConditionsAccepted: true,
    logoUrl: null,
    website: '',
    description: '',
  };
  d.companies.push(company);
  Object.assign(user, { companyId: company.id, organizationRole: 'Owner' });
  if (withPlan)
    d.subscriptions.push({
      id: nextId(),
      companyId: company.id,
      planKey: 'Monthly',
      status: 'ACTIVE',
      freeTrial: false,
      startedAt: new Date().toISOString(),
    });
}

/**
 * A new user (qa.<id>@demo.test, the demo password) at `step` of setup. At 'verify' the account is not
 * verified and a code has been "sent" (the Demo panel shows it).
 */
export function createUserAt(userType: 1 | 2, step: SetupChoice): MockUser {
  const d = db();
  const id = nextId();
  const user: MockUser = {
    id,
    firstName: 'Quinn',
    lastName: `Tester ${id}`,
    email: `qa.${id}@demo.test`,
    phoneNumber: `+1415556${String(id).padStart(4, '0').slice(-4)}`,
    password: DEMO_PASSWORD,
    userType,
    verified: step !== 'verify',
    profileComplete: step === 'complete',
    photoUrl: null,
    companyId: null,
    organizationRole: null,
    alertPreferences: { CHAT: true, ALERT_NOTIFICATION: true },
    createdAt: new Date().toISOString(),
  };
  d.users.push(user);
  if (userType === 1)
    d.jobSeekerProfiles[String(id)] = profileAt(step === 'complete' ? 6 : Number(step) || 1);
  else if (step === '1' || step === 'complete') companyFor(user, step === 'complete');
  if (step === 'verify') {
    const code = newOtp(id);
    sendMail({ to: user.email, subject: 'Your verification code', body: `Your code is ${code}`, code });
  }
  persist();
  return user;
}
