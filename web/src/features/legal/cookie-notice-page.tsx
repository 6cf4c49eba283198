import { AGENCY } from '@scenecall/shared';
import { FactTable, Para, Section } from '../../components/article-parts';
import { AgencyAddress, LegalPage } from './legal-page';

/** /cookies: what the app keeps on the device, and why. */
export default function CookieNoticePage() {
  return (
    <LegalPage
      title="Cookies and data on your device"
      lead={`${AGENCY.name} sets no advertising or tracking cookies and uses no analytics or third-party trackers. The app keeps a few things in your browser’s storage so you stay signed in and can see your day on set without a connection. This page lists them.`}
    >
      <Section title="What the app keeps on your device">
        <FactTable
          caption="Storage the app uses"
          head={['What', 'Why, and when it goes']}
          rows={[
            [
              'Your session',
              'Keeps you signed in (Firebase Authentication’s sign-in record and a hint of your role, so pages know where your account is). Removed when you log out.',
            ],
            [
              'Kept pages and data',
              'The last copy of your own pages (bookings, call times, check-in code, commissions), so they open at once and stay readable offline. Kept per account and removed when you log out.',
            ],
            [
              'The offline queue (set screens)',
              'On a crew member’s device, check-ins and wrap times recorded without a connection, until they are sent. Removed as each one is sent.',
            ],
            ['List preferences', 'Staff lists remember their page and filters. Only on staff devices.'],
            [
              'The app’s files',
              'The app’s own code and pictures, kept by its service worker so it opens offline. Never your personal data or any answer from our servers.',
            ],
          ]}
        />
      </Section>
      <Section title="Payments">
        <Para>
          When you pay a commission, the card form is Stripe’s. Stripe may set its own cookies on that form to prevent
          fraud; they are governed by Stripe’s privacy policy, and we never see your card number.
        </Para>
      </Section>
      <Section title="Your choices">
        <Para>
          Logging out removes your session and kept data from the device. Clearing the site’s data in your browser’s
          settings removes everything; you then sign in again. Blocking storage entirely stops the app from keeping you
          signed in.
        </Para>
      </Section>
      <Section title="Questions">
        <AgencyAddress email={AGENCY.privacyEmail} />
      </Section>
    </LegalPage>
  );
}
