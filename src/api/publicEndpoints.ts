// The public site's two calls (SPEC.md section 7), part of the endpoint table (./endpoints.ts) but kept apart:
// the landing page calls one of them, and the first page should not carry every path of the table.
export const PUBLIC_EP = {
  contactUs: '/users/contact-us',
  preLaunchVideo: '/pre-launch/get-video',
} as const;
