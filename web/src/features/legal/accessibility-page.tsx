import { AGENCY } from '@scenecall/shared';
import { Bullets, Para, Section } from '../../components/article-parts';
import { AgencyAddress, LegalPage } from './legal-page';

/** /accessibility: the standard the product meets, how it is checked, and how to report a barrier. */
export default function AccessibilityPage() {
  return (
    <LegalPage
      title="Accessibility"
      lead={`${AGENCY.name} is built to be used by everyone: performers on their phones, crews on set and staff at their desks, with a keyboard, a screen reader or a magnifier.`}
    >
      <Section title="The standard we meet">
        <Para>
          We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, the standard Ontario’s
          Accessibility for Ontarians with Disabilities Act (AODA) sets for websites.
        </Para>
      </Section>
      <Section title="How we check it">
        <Bullets
          items={[
            'Every page is tested automatically in a real browser with the axe accessibility checker, dialogs open included, at a phone’s width (360 pixels) and at desktop width.',
            'Forms have visible labels, errors are announced, and every action can be done with the keyboard.',
            'Text and controls keep a contrast of at least 4.5 to 1, and pages reflow at 200 % zoom without scrolling sideways.',
            'Changes that happen on their own (a booking answered, a check-in on the set screen) are announced to screen readers.',
          ]}
        />
      </Section>
      <Section title="Known limits">
        <Para>
          The card form is provided by Stripe, inside their own frame; we test that it can be reached and used by
          keyboard, but its inner markup is theirs. Call sheets and vouchers in PDF are tagged text, not scanned images;
          if a PDF does not work with your reader, ask us for the same information by e-mail.
        </Para>
      </Section>
      <Section title="Report a barrier">
        <Para>
          If something stops you from using a page, tell us what you were doing and on which device. We answer within
          two business days and, while we fix it, help you by phone or e-mail.
        </Para>
        <AgencyAddress email={AGENCY.accessibilityEmail} />
      </Section>
    </LegalPage>
  );
}
