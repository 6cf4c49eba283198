/** The public pages this feature and the guides own, for navigation and accessibility sweeps. */
export const GUIDE_PAGES = [
  { path: '/information/actors/basic-documents', title: 'Basic documents', read: '1.5 min read' },
  {
    path: '/information/actors/non-union-aabp-actra-apprentice-actra-full-explanation',
    title: 'Union explanation',
    read: '4 min read',
  },
  {
    path: '/information/actors/agency-required-and-rules-before-set',
    title: 'Agency required and rules before set',
    read: '4 min read',
  },
  { path: '/information/actors/on-set-rules-and-tips', title: 'On set rules and tips', read: '5 min read' },
  {
    path: '/information/actors/voucher-commission-and-payment',
    title: 'Voucher commission and payment',
    read: '4 min read',
  },
  { path: '/information/actors/minors', title: 'Minors', read: '1 min read' },
  { path: '/information/actors/terms-101', title: 'On-Set Terminology 101', read: '2 min read' },
  { path: '/information/actors/quick-guide', title: 'Quick guide for background performers', read: '6 min read' },
] as const;

/** The footer's legal pages (issue 40): their own prerendered pages, no longer the home page. */
export const LEGAL_PAGES = [
  { path: '/privacy', title: 'Privacy policy' },
  { path: '/cookies', title: 'Cookies and data on your device' },
  { path: '/accessibility', title: 'Accessibility' },
  { path: '/legal-notices', title: 'Legal notices' },
] as const;

/** Pages opened from a link in an e-mail (issue 39), without their token: they say the link is not valid. */
export const TOKEN_LINK_PAGES = ['/guardian-consent', '/guardian'] as const;

export const PUBLIC_PAGES = [
  '/',
  '/about-us',
  '/contact',
  '/jobs',
  '/information',
  '/actors-guide',
  ...GUIDE_PAGES.map((guide) => guide.path),
  ...LEGAL_PAGES.map((page) => page.path),
  ...TOKEN_LINK_PAGES,
  '/no-such-page',
];

export const NOT_FOUND_HEADING = 'Page not found';
