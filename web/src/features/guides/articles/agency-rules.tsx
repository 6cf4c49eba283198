import { Bullets, Para, Section } from '../article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

export default function AgencyRulesGuide() {
  return (
    <GuideArticle
      guide={GUIDES.agencyRules}
      lead="We represent you to casting and send you call times, locations and shoot conditions. In return, a few things are required from you before you ever reach set."
    >
      <Section title="Keep your profile current">
        <Para>
          Casting books from your profile. Keep your measurements, photos and contact details up to date; when they
          change, update them in your account the same week.
        </Para>
      </Section>
      <Section title="Confirm every booking">
        <Bullets
          items={[
            'A booking is confirmed twice: a preliminary confirmation when you accept the offer, and a final confirmation when the call time is sent.',
            'Read the call time, location and conditions (wardrobe, weather, shuttle) as soon as they arrive.',
            'If something changes on your side, tell us at once: casting can replace you only if it knows.',
          ]}
        />
      </Section>
      <Section title="Penalties">
        <Para>Each of these costs a $25 penalty:</Para>
        <Bullets
          items={[
            'Cancelling a booking less than 24 hours before the shoot without a valid reason.',
            'Not showing up without notice and a valid reason (may be waived at the agency’s discretion).',
            'Paying your commission late (more than 2 weeks after you receive your cheque).',
            'Giving false information in your profile.',
          ]}
        />
      </Section>
      <Section title="Your agreement with us">
        <Bullets
          items={[
            'You pay commission on your earnings and keep your profile current.',
            'Non-Union performers pass a mandatory test at registration before the account activates.',
            'No photography or video on set; project information is confidential before release.',
            'Minors need written consent from a parent or guardian.',
            'You may end the agreement from your profile or in writing; it takes effect once the account is deactivated.',
            'We may suspend or end cooperation after violations or complaints from a production.',
          ]}
        />
      </Section>
    </GuideArticle>
  );
}
