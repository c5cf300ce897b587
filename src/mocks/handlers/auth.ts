import { EP } from '@/api/endpoints';
import { db, nextId } from '../db';
import { MockHttpError, publicUser, route } from '../http';
import { mailUsed, newOtp, randomToken, sendMail } from '../mail';
import type { MockUser } from '../seed/auth';

const PASSWORD_RULE = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%^&*]).{4,}$/;

function startSession(user: MockUser) {
  const token = randomToken('mock');
  db().sessions[token] = user.id;
  return {
    userType: user.userType,
    token,
    loggedIn: true,
    profileComplete: user.profileComplete,
    id: user.id,
    email: user.email,
  };
}

const findUser = (id: number | string) => db().users.find((u) => u.id === Number(id));

/** Ends every reset link the user still holds: a newer link, or a password reset with any of them, replaces them. */
function endResetLinks(userId: number) {
  const tokens = db().resetTokens;
  for (const token of Object.keys(tokens)) if (tokens[token] === userId) delete tokens[token];
}

export const authHandlers = [
  route(
    'post',
    EP.auth.login,
    async ({ body }) => {
      const { email, password } = await body<{ email?: string; password?: string }>();
      const user = db().users.find((u) => u.email === email);
      if (!user || user.password !== password) throw new MockHttpError(400, 'Invalid email or password');
      // The refusal names the account, so the client can offer to send a code and verify it there and then.
      if (!user.verified)
        throw new MockHttpError(403, 'Please verify your account before signing in', { userId: user.id });
      return startSession(user);
    },
    { auth: false },
  ),

  route('post', EP.auth.logout(':id'), ({ request }) => {
    const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
    delete db().sessions[token];
    return { message: 'Logged out' };
  }),

  route(
    'post',
    EP.users.create,
    async ({ body }) => {
      const dto = await body<Partial<MockUser> & { termsAndConditionsAccepted?: boolean }>();
      const email = String(dto.email ?? '').toLowerCase();
      if (!dto.firstName || !dto.lastName || !email)
        throw new MockHttpError(400, 'Please fill in all fields');
      if (!PASSWORD_RULE.test(String(dto.password ?? '')))
        throw new MockHttpError(400, 'Password is too weak');
      if (!dto.termsAndConditionsAccepted)
        throw new MockHttpError(400, 'Please agree to the terms and conditions before continuing.');
      if (db().users.some((u) => u.email === email))
        throw new MockHttpError(409, 'An account with this email already exists');
      const user: MockUser = {
        id: nextId(),
        firstName: dto.firstName,
        lastName: dto.lastName,
        email,
        phoneNumber: dto.phoneNumber ?? '',
        password: String(dto.password),
        userType: Number(dto.userType) === 2 ? 2 : 1,
        verified: false,
        profileComplete: false,
        photoUrl: null,
        companyId: null,
        organizationRole: null,
        alertPreferences: { CHAT: true, ALERT_NOTIFICATION: true },
        createdAt: new Date().toISOString(),
      };
      db().users.push(user);
      const code = newOtp(user.id);
      sendMail({
        to: user.phoneNumber || email,
        subject: 'Your verification code',
        body: `Your code is ${code}`,
        code,
      });
      return { id: user.id, email: user.email, phoneNumber: user.phoneNumber, userType: user.userType };
    },
    { auth: false },
  ),

  route(
    'post',
    EP.users.otp,
    async ({ body }) => {
      const { userId, contactInfo } = await body<{ userId?: number; contactInfo?: string }>();
      const user = findUser(userId ?? 0);
      if (!user) throw new MockHttpError(400, 'Unknown account');
      const code = newOtp(user.id);
      sendMail({
        to: contactInfo || user.email,
        subject: 'Your verification code',
        body: `Your code is ${code}`,
        code,
      });
      return { message: `A new code has been sent to ${contactInfo || user.email}.` };
    },
    { auth: false },
  ),

  route(
    'post',
    EP.users.verifyOtp,
    async ({ body }) => {
      const { userId, otp } = await body<{ userId?: number; otp?: string }>();
      const user = findUser(userId ?? 0);
      if (!user) throw new MockHttpError(400, 'Unknown account');
      if (!otp || db().otps[String(user.id)] !== String(otp).trim())
        throw new MockHttpError(400, 'That code is not right. Check it or send a new one.');
      delete db().otps[String(user.id)];
      user.verified = true;
      mailUsed();
      return { ...startSession(user), message: 'Your account is verified.' };
    },
    { auth: false },
  ),

  route(
    'post',
    EP.users.forgetPassword,
    async ({ body }) => {
      const { email } = await body<{ email?: string }>();
      const user = db().users.find((u) => u.email === String(email ?? '').toLowerCase());
      if (user) {
        endResetLinks(user.id);
        const token = randomToken('reset');
        db().resetTokens[token] = user.id;
        const link = `/set-password/${token}`;
        sendMail({
          to: user.email,
          subject: 'Reset your password',
          body: `Open ${link} to set a new password`,
          link,
          linkLabel: 'Open the reset link',
        });
      }
      // Same answer whether or not the account exists, so the form does not reveal who is registered.
      return { message: 'If an account exists for that email, we have sent a link to reset the password.' };
    },
    { auth: false },
  ),

  route(
    'post',
    EP.users.resetPassword,
    async ({ body, query }) => {
      const token = query('token') ?? '';
      const userId = db().resetTokens[token];
      const user = userId != null ? findUser(userId) : undefined;
      if (!user) throw new MockHttpError(400, 'This link has expired. Ask for a new one.');
      const { password } = await body<{ password?: string }>();
      if (!PASSWORD_RULE.test(String(password ?? ''))) throw new MockHttpError(400, 'Password is too weak');
      user.password = String(password);
      // The link came by mail: the address is proven (an invited colleague signs in from here).
      const invited = !user.verified;
      user.verified = true;
      endResetLinks(user.id);
      mailUsed();
      return {
        message: invited ? 'Your password is set. Log in with it.' : 'Your password has been updated.',
      };
    },
    { auth: false },
  ),

  route(
    'post',
    EP.users.contactUs,
    async ({ body }) => {
      const dto = await body<{ name?: string; email?: string; subject?: string; message?: string }>();
      if (!dto.name || !dto.email || !dto.message) throw new MockHttpError(400, 'Please fill in all fields');
      db().contactMessages.push({
        id: nextId(),
        name: dto.name,
        email: dto.email,
        subject: dto.subject ?? '',
        message: dto.message,
      });
      return { message: 'Thanks! We will get back to you within two working days.' };
    },
    { auth: false },
  ),

  route(
    'get',
    EP.preLaunchVideo,
    () => ({
      videoUrl: '/media/intro.mp4',
      captionsUrl: '/media/intro.vtt',
      title: 'Sensiworks in a minute',
    }),
    { auth: false },
  ),
];

/** GET /users/{id}: kept apart because it must come after every other GET /users/... route. */
export const userByIdHandler = route('get', EP.users.byId(':id'), ({ params, user }) => {
  const target = findUser(params.id);
  if (!target) throw new MockHttpError(400, 'User not found');
  // A user reads their own record; others' records are for the employer flows (issue 4 narrows this).
  return publicUser(target.id === user.id ? user : target);
});
