// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decideAccess, fallbackPath, homePath, type AccessContext, type RouteAccess } from '@/app/access';
import { ROUTES, routeFor } from '@/app/routes';

const visitor: AccessContext = { loggedIn: false, role: null, profileComplete: false };
const seekerNew: AccessContext = { loggedIn: true, role: 'JOBSEEKER', profileComplete: false };
const seeker: AccessContext = { loggedIn: true, role: 'JOBSEEKER', profileComplete: true };
const employerNew: AccessContext = { loggedIn: true, role: 'EMPLOYER', profileComplete: false };
const employer: AccessContext = { loggedIn: true, role: 'EMPLOYER', profileComplete: true };

const verdict = (path: string, ctx: AccessContext) => {
  const d = decideAccess(routeFor(path).access, ctx);
  return d.allow ? 'allow' : d.to;
};

// Role x profile state x route: the access rules of spec section 2, as a table.
const TABLE: Array<[string, string, string, string, string, string]> = [
  // path                          visitor     seekerNew   seeker      employerNew employer
  ['/', 'allow', 'allow', 'fallback', 'allow', 'fallback'],
  ['/applicant/profile-setup', 'login', 'allow', 'fallback', 'fallback', 'fallback'],
  ['/employer/profile-setup', 'login', 'fallback', 'fallback', 'allow', 'fallback'],
  ['/employer/profile-setup/success', 'login', 'fallback', 'fallback', 'allow', 'fallback'],
  ['/welcome', 'login', 'allow', 'fallback', 'allow', 'fallback'],
  ['/verify/otp/+14155550100/7', 'allow', 'allow', 'fallback', 'allow', 'fallback'],
  ['/terms-&-conditions', 'allow', 'allow', 'allow', 'allow', 'allow'],
  ['/terms-of-use', 'allow', 'allow', 'allow', 'allow', 'allow'],
  ['/privacy-policy', 'allow', 'allow', 'allow', 'allow', 'allow'],
  ['/contact', 'allow', 'allow', 'allow', 'allow', 'allow'],
  ['/about', 'allow', 'allow', 'allow', 'allow', 'allow'],
  ['/login', 'allow', 'home', 'home', 'home', 'home'],
  ['/signup/employer', 'allow', 'home', 'home', 'home', 'home'],
  ['/job-seeker/dashboard', 'login', 'fallback', 'allow', 'fallback', 'fallback'],
  ['/saved-jobs', 'login', 'fallback', 'allow', 'fallback', 'fallback'],
  ['/compare-jobs/1,2', 'login', 'fallback', 'allow', 'fallback', 'fallback'],
  ['/employer/dashboard', 'login', 'fallback', 'fallback', 'fallback', 'allow'],
  ['/all-jobs-postings/list', 'login', 'fallback', 'fallback', 'fallback', 'allow'],
  ['/active-match-job', 'login', 'fallback', 'fallback', 'fallback', 'allow'],
  ['/calendar', 'login', 'fallback', 'allow', 'fallback', 'allow'],
  ['/messages/inbox', 'login', 'fallback', 'allow', 'fallback', 'allow'],
  ['/no-such-page', 'allow', 'allow', 'allow', 'allow', 'allow'],
];

describe('access rules', () => {
  it.each(TABLE)(
    '%s: visitor %s, new seeker %s, seeker %s, new employer %s, employer %s',
    (path, ...expected) => {
      expect([visitor, seekerNew, seeker, employerNew, employer].map((ctx) => verdict(path, ctx))).toEqual(
        expected,
      );
    },
  );

  it('covers every route of the spec', () => {
    const specRoutes = [
      '/',
      '/applicant/profile-setup',
      '/employer/profile-setup',
      '/employer/profile-setup/:payment',
      '/welcome',
      '/contact',
      '/about',
      '/privacy-policy',
      '/terms-&-conditions',
      '/terms-of-use',
      '/login',
      '/forgot-password',
      '/signup/:userType',
      '/verify/otp/:contactInfo/:userId',
      '/set-password/:token',
      '/job-seeker/dashboard',
      '/applied-jobs',
      '/saved-jobs',
      '/job-seeker/video-meetings',
      '/job-seeker/settings',
      '/match-job-postings',
      '/compare-jobs/:ids',
      '/job-description',
      '/employer/dashboard',
      '/all-jobs-postings/:type',
      '/jobs-posting/:type',
      '/employer/video-meetings/:type',
      '/my-organization',
      '/employer/settings',
      '/active-match-job',
      '/compare-applicants',
      '/jobseeker-information',
      '/calendar',
      '/messages/inbox',
      '/messages/starred',
      '/messages/trash',
    ];
    expect(ROUTES.map((r) => r.path)).toEqual(expect.arrayContaining(specRoutes));
  });
});

describe('fallback path', () => {
  const allowAll = () => true;
  const allowNone = () => false;

  it('goes to the previous link when it is still open', () => {
    expect(fallbackPath(seeker, '/saved-jobs', '/employer/dashboard', allowAll)).toBe('/saved-jobs');
  });

  it('never sends the user to the page that was refused', () => {
    expect(fallbackPath(seeker, '/employer/dashboard', '/employer/dashboard', allowAll)).toBe(
      '/job-seeker/dashboard',
    );
  });

  it('sends a complete profile to its role dashboard, otherwise to the landing page', () => {
    expect(fallbackPath(employer, null, '/x', allowNone)).toBe('/employer/dashboard');
    expect(fallbackPath(seeker, '/gone', '/x', allowNone)).toBe('/job-seeker/dashboard');
    expect(fallbackPath(seekerNew, null, '/x', allowNone)).toBe('/');
    expect(fallbackPath(visitor, null, '/x', allowNone)).toBe('/');
  });

  it('treats a role-restricted route as refused for the other role', () => {
    const access: RouteAccess = { protected: true, role: 'EMPLOYER', kind: 'app' };
    expect(decideAccess(access, seeker)).toEqual({ allow: false, to: 'fallback' });
  });
});

describe('home path (a signed-in user on a visitor page, as right after logging in)', () => {
  it('goes where the user was sent to log in from, when it is open to them', () => {
    expect(homePath(seeker, '/saved-jobs', () => true)).toBe('/saved-jobs');
  });

  it('else goes straight to the dashboard or, with an incomplete profile, to profile setup', () => {
    expect(homePath(employerNew, '/employer/dashboard', () => false)).toBe('/employer/profile-setup');
    expect(homePath(employerNew, undefined, () => true)).toBe('/employer/profile-setup');
    expect(homePath(seekerNew, undefined, () => true)).toBe('/applicant/profile-setup');
    expect(homePath(employer, undefined, () => true)).toBe('/employer/dashboard');
  });
});
