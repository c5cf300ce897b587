import { EP } from '@/api/endpoints';
import { counted } from '@/lib/text';
import { db, nextId } from '../db';
import { randomToken, sendMail } from '../mail';
import { MockHttpError, route, toDataUrl, uploadedFile } from '../http';
import type { MockUser } from '../seed/auth';
import { PAYMENT_PLANS } from '../seed/catalog';
import type { MockCompany, MockSubscription } from '../seed/market';
import { looksLikeImage } from '../sniff';

const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export const companyOf = (user: MockUser) => db().companies.find((c) => c.id === user.companyId);

function requireCompany(user: MockUser) {
  const company = companyOf(user);
  if (!company) throw new MockHttpError(400, 'Please create your company first');
  return company;
}

const subscriptionOf = (companyId: number) =>
  [...db().subscriptions].reverse().find((s) => s.companyId === companyId) ?? null;

/** Job posts a plan allows (its features say so: 'Up to 3 job posts', 'One job post'); others have no limit. */
const POST_LIMITS: Partial<Record<MockSubscription['planKey'], number>> = { 'Free-Trial': 3, 'One-Time': 1 };

/** Posting new jobs needs a plan that is not cancelled and has room for them. */
export function requirePostingPlan(user: MockUser, adding = 1) {
  const company = requireCompany(user);
  const subscription = subscriptionOf(company.id);
  if (!subscription || subscription.status === 'CANCELLED')
    throw new MockHttpError(403, 'Choose a plan to post new jobs.');
  const limit = POST_LIMITS[subscription.planKey];
  // The posts this plan has carried: those made since it started (not deleted), not the company's older ones.
  const posted = db().jobs.filter(
    (j) => j.companyId === company.id && j.status !== 'DELETED' && j.createdAt >= subscription.startedAt,
  ).length;
  // A bulk post that asks for more than is left says how many are (a single post is refused only with none left).
  const left = Math.max(0, (limit ?? 0) - posted);
  if (limit != null && posted + adding > limit)
    throw new MockHttpError(
      403,
      `Your plan allows up to ${counted(limit, 'job post')}. ${
        left
          ? `You can post ${left} more, or choose a bigger plan to post them all.`
          : 'Choose a bigger plan to post more.'
      }`,
    );
}

/** The employer's setup as GET /users/employer-basic-info answers it (industries as ids). */
function basicInfo(user: MockUser) {
  const company = companyOf(user) ?? null;
  return { company, subscription: company ? subscriptionOf(company.id) : null };
}

/** Setup is complete once the company exists and a plan is chosen; the account's flag follows. */
function syncProfileComplete(user: MockUser) {
  const { company, subscription } = basicInfo(user);
  if (company && subscription) user.profileComplete = true;
}

async function readCompany(request: Request) {
  const dto = (await request.json()) as Partial<Omit<MockCompany, 'industries'>> & {
    industries?: Array<number | { id: number }>;
  };
  const companyName = String(dto.companyName ?? '').trim();
  const industries = (dto.industries ?? []).map((i) => (typeof i === 'object' ? i.id : Number(i)));
  if (!companyName) throw new MockHttpError(400, 'Please enter company name');
  if (!industries.length) throw new MockHttpError(400, 'Please choose at least one industry');
  if (!dto.termsAndConditionsAccepted)
    throw new MockHttpError(400, 'Please agree to the terms and conditions before continuing.');
  return {
    companyName,
    industries,
    termsAndConditionsAccepted: true,
    website: String(dto.website ?? ''),
    description: String(dto.description ?? ''),
  };
}

async function uploadLogo({ request, user }: { request: Request; user: MockUser }) {
  const company = requireCompany(user);
  ownerOnly(user);
  const file = await uploadedFile(request, 'Could not upload file');
  if (!file.type.startsWith('image/') || !(await looksLikeImage(file)))
    throw new MockHttpError(400, 'The logo must be an image');
  if (file.size > MAX_LOGO_BYTES) throw new MockHttpError(400, 'The logo must be 2 MB or smaller');
  company.logoUrl = await toDataUrl(file, 'image/png');
  return { logoUrl: company.logoUrl };
}

const isOwner = (user: MockUser) => user.organizationRole === 'Owner';
/** The company, its logo and its plan are the owner's to change, as the people are (docs/decisions.md). */
function ownerOnly(user: MockUser) {
  if (!isOwner(user))
    throw new MockHttpError(403, 'Only the account owner can change the company and its plan');
}

const employee = (u: MockUser) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  role: u.organizationRole ?? 'Member',
  // Invited until they set a password from the invitation's link (which verifies the address).
  status: u.verified ? 'ACTIVE' : 'INVITED',
});

/** Company, logo, plan and organization calls of the employer. */
export const employerHandlers = [
  route('get', EP.users.employerBasicInfo, ({ user }) => basicInfo(user)),

  route('post', EP.company.create, async ({ request, user }) => {
    if (companyOf(user)) throw new MockHttpError(409, 'You already have a company');
    const company: MockCompany = {
      id: nextId(),
      ownerId: user.id,
      logoUrl: null,
      ...(await readCompany(request)),
    };
    db().companies.push(company);
    user.companyId = company.id;
    user.organizationRole = 'Owner';
    return company;
  }),

  route('put', EP.company.update, async ({ request, user }) => {
    const company = requireCompany(user);
    ownerOnly(user);
    Object.assign(company, await readCompany(request));
    return company;
  }),

  route('post', EP.company.logo, uploadLogo),
  route('put', EP.company.logo, uploadLogo),

  route('post', EP.subscription.create, async ({ body, user }) => {
    const company = requireCompany(user);
    ownerOnly(user);
    const { planKey } = await body<{ planKey?: string }>();
    const plan = PAYMENT_PLANS.find((p) => p.key === planKey);
    if (!plan) throw new MockHttpError(400, 'could not subscribe to payment plans');
    const freeTrial = plan.key === 'Free-Trial';
    const subscription: MockSubscription = {
      id: nextId(),
      companyId: company.id,
      planKey: plan.key,
      // The mock stands in for the payment provider too: paying always succeeds.
      status: 'ACTIVE',
      freeTrial,
      startedAt: new Date().toISOString(),
    };
    db().subscriptions.push(subscription);
    syncProfileComplete(user);
    return { freeTrial, url: freeTrial ? null : '/employer/profile-setup/success', subscription };
  }),

  route('put', EP.subscription.cancel, ({ user }) => {
    const subscription = subscriptionOf(requireCompany(user).id);
    ownerOnly(user);
    if (!subscription || subscription.status === 'CANCELLED')
      throw new MockHttpError(400, 'There is no active plan to cancel');
    subscription.status = 'CANCELLED';
    return subscription;
  }),

  route('get', EP.users.organizationUsers, ({ user }) => {
    const company = requireCompany(user);
    return db()
      .users.filter((u) => u.companyId === company.id && u.userType === 2)
      .map(employee);
  }),

  route('post', EP.users.organizationUsers, async ({ body, user }) => {
    const company = requireCompany(user);
    if (!isOwner(user)) throw new MockHttpError(403, 'Only the owner can invite people');
    const dto = await body<{ firstName?: string; lastName?: string; email?: string; role?: string }>();
    const email = String(dto.email ?? '')
      .trim()
      .toLowerCase();
    if (!dto.firstName || !dto.lastName || !email) throw new MockHttpError(400, 'Please fill in all fields');
    const taken = db().users.find((u) => u.email === email);
    if (taken?.companyId === company.id)
      throw new MockHttpError(409, 'Someone with this email is already in your organization');
    const role = dto.role === 'Hiring manager' ? 'Hiring manager' : 'Recruiter';
    // Someone this company removed, with no company since, comes back with the role now given (removing and
    // inviting again is how a role is changed); anyone else's account is theirs.
    const returning = taken?.companyId == null && taken?.formerCompanyId === company.id ? taken : undefined;
    if (taken && !returning) throw new MockHttpError(409, 'Someone with this email already has an account');
    const invited: MockUser = returning
      ? Object.assign(returning, {
          companyId: company.id,
          organizationRole: role,
          formerCompanyId: null,
          profileComplete: true,
        })
      : {
          id: nextId(),
          firstName: dto.firstName,
          lastName: dto.lastName,
          email,
          phoneNumber: '',
          password: `invite-${nextId()}`,
          userType: 2,
          verified: false,
          profileComplete: true,
          photoUrl: null,
          companyId: company.id,
          organizationRole: role,
          alertPreferences: { CHAT: true, ALERT_NOTIFICATION: true },
          createdAt: new Date().toISOString(),
        };
    if (!returning) db().users.push(invited);
    // The invitation: a link to set a password (shown in the Demo panel, as every mail of the mock is).
    const token = randomToken('invite');
    db().resetTokens[token] = invited.id;
    const link = `/set-password/${token}`;
    sendMail({
      to: email,
      subject: `You are invited to ${company.companyName} on Sensiworks`,
      body: `Open ${link} to set your password and sign in.`,
      link,
      linkLabel: 'Open the invitation link',
    });
    return employee(invited);
  }),

  route('delete', EP.users.organizationUser(':id'), ({ params, user }) => {
    const company = requireCompany(user);
    if (!isOwner(user)) throw new MockHttpError(403, 'Only the owner can remove people');
    const target = db().users.find((u) => u.id === Number(params.id) && u.companyId === company.id);
    if (!target) throw new MockHttpError(404, 'Not Found');
    if (target.id === user.id) throw new MockHttpError(400, 'You cannot remove yourself');
    // They are no longer the company's: signed out now, and at their next sign-in an employer without a
    // company, who goes to company setup (their account was made by the invitation: it is theirs to keep).
    target.companyId = null;
    target.formerCompanyId = company.id;
    target.organizationRole = null;
    target.profileComplete = false;
    for (const [token, id] of Object.entries(db().sessions))
      if (id === target.id) delete db().sessions[token];
    return { id: target.id };
  }),
];
