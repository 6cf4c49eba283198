/** Every route of the SPA, in one place. */
export const paths = {
  home: '/',
  aboutUs: '/about-us',
  contact: '/contact',
  information: '/information',
  actorsGuide: '/actors-guide',
  guide: (slug: string) => `/information/actors/${slug}`,
  registration: '/registration',
  verification: '/verification',
  verify: '/verify',
  login: '/login',
  status: '/status',
  performer: {
    root: '/performer',
    updateProfile: '/performer/update-profile',
    commissions: '/performer/commissions',
    emergency: '/performer/emergency',
    support: '/performer/support',
    test: '/performer/test',
  },
  admin: { root: '/admin' },
  casting: { root: '/casting' },
} as const;
