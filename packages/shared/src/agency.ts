/**
 * The agency's public identity, in one place: the footer, the legal pages, the contact details the
 * server puts in e-mail, PDFs and calendars (its defaults), and the social links. The values below
 * are the demo's and plainly examples (`.example` addresses, 555 numbers); a real agency edits this
 * file, and may override the server's copies with the AGENCY_* settings (docs/operations.md).
 */
export const AGENCY = {
  name: 'SceneCall Background Agency',
  legalName: 'SceneCall Background Agency Inc. (example)',
  address: '100 Example Street, Suite 200, Toronto, ON M5V 0A0 (example address)',
  phone: '1-416-555-0100',
  email: 'office@scenecall.example',
  /** Questions and requests about personal information (PIPEDA's designated contact). */
  privacyEmail: 'privacy@scenecall.example',
  /** Reports of accessibility barriers. */
  accessibilityEmail: 'access@scenecall.example',
  hstNumber: '000000000 RT0001',
  emergencyHours: 'Mon-Fri 9am-8pm',
  social: {
    facebook: 'https://www.facebook.com/scenecall.example',
    instagram: 'https://www.instagram.com/scenecall.example',
  },
} as const;
