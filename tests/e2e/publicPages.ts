// The public pages the build pre-renders (`prerender` in src/app/routes.ts), with their headline and title.
export const PUBLIC_PAGES = [
  { path: '/', h1: 'Find work that fits. Hire people who fit.', title: 'Find work that fits' },
  { path: '/about', h1: 'About Sensiworks', title: 'About us' },
  { path: '/contact', h1: 'Contact us', title: 'Contact us' },
  { path: '/privacy-policy', h1: 'Privacy policy', title: 'Privacy policy' },
  { path: '/terms-&-conditions', h1: 'Terms and conditions', title: 'Terms and conditions' },
  { path: '/terms-of-use', h1: 'Terms of use', title: 'Terms of use' },
  { path: '/login', h1: 'Log in', title: 'Log in' },
  { path: '/forgot-password', h1: 'Forgot your password?', title: 'Forgot password' },
];
