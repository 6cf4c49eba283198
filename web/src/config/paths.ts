/** Every route of the SPA, in one place. */
export const paths = {
  home: '/',
  aboutUs: '/about-us',
  contact: '/contact',
  jobs: '/jobs',
  information: '/information',
  actorsGuide: '/actors-guide',
  guide: (slug: string) => `/information/actors/${slug}`,
  registration: '/registration',
  verification: '/verification',
  verify: '/verify',
  login: '/login',
  status: '/status',
  legal: {
    privacy: '/privacy',
    cookies: '/cookies',
    accessibility: '/accessibility',
    notices: '/legal-notices',
  },
  bookingAnswer: '/booking/answer',
  /** The guardian's single-use link: consent for a minor, or withdraw it. */
  guardianConsent: '/guardian-consent',
  /** A minor's guardian page (a signed link in the guardian's messages): `/guardian?token=…`. */
  guardian: '/guardian',
  /** A text's short one-click link: `/b/<token>` opens the answer page. */
  bookingShortLink: '/b/:token',
  /** A voucher text's short link: `/v/<voucherId>` opens the voucher's page. */
  voucherShortLink: '/v/:id',
  performer: {
    root: '/performer',
    updateProfile: '/performer/update-profile',
    commissions: '/performer/commissions',
    bookings: '/performer/bookings',
    vouchers: '/performer/vouchers',
    /** The vouchers list of one production day (the link from a booking). */
    vouchersOfDay: (dayId: string) => `/performer/vouchers?day=${encodeURIComponent(dayId)}`,
    voucher: (id: string) => `/performer/vouchers/${id}`,
    availability: '/performer/availability',
    openCalls: '/performer/open-calls',
    emergency: '/performer/emergency',
    support: '/performer/support',
    test: '/performer/test',
  },
  admin: {
    root: '/admin',
    performers: '/admin/performers',
    projects: '/admin/projects',
    castingDirectors: '/admin/casting-directors',
    commissions: '/admin/commissions',
    settings: '/admin/settings',
    /** Productions' requests that an Admin review a performer (issue 40). */
    reviewRequests: '/admin/review-requests',
    userCreate: '/admin/user-create',
    user: (id: string) => `/admin/user/${id}`,
    userUpdate: (id: string) => `/admin/user-update/${id}`,
    emailTo: (id: string) => `/admin/user/email-to/${id}`,
  },
  casting: {
    root: '/casting',
    create: '/casting/create',
    bookingMode: '/casting/booking-mode',
    // Ids are letters, digits, - and _ (the shared idSchema): nothing to encode.
    day: (id: string) => `/casting/production-days/${id}`,
  },
  oldCasting: { root: '/old-casting' },
  project: {
    root: '/project',
    all: '/project/all',
    archived: '/project/archived',
    // Ids are letters, digits, - and _ (the shared idSchema): nothing to encode.
    create: (castingId: string) => `/project/create/${castingId}`,
    page: (id: string) => `/project/${id}`,
    newDays: (id: string) => `/project/${id}/new-days`,
    day: (id: string, dayId: string) => `/project/${id}/day/${dayId}`,
    setScreen: (id: string, dayId: string) => `/project/${id}/day/${dayId}/set`,
    openCalls: (id: string, dayId: string) => `/project/${id}/day/${dayId}/open-calls`,
  },
} as const;
