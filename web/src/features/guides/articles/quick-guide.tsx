import { paths } from '../../../config/paths';
import { Bullets, GuideLink, Para, Section } from '../article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

export default function QuickGuide() {
  return (
    <GuideArticle
      guide={GUIDES.quickGuide}
      lead="New to background work, or just need a refresher? This is the whole job on one page. Each part links to its full guide."
    >
      <Section title="1. Before your first booking">
        <Bullets
          items={[
            'Register for free: no registration fee and no annual fees.',
            'Complete your profile with current measurements, photos and contacts.',
            'Have your photo ID, SIN, banking information (void cheque), WHASA certificate and union card ready.',
            <GuideLink key="docs" to={paths.guide(GUIDES.basicDocuments.slug)}>
              Basic documents
            </GuideLink>,
          ]}
        />
      </Section>
      <Section title="2. Bookings and the rules">
        <Bullets
          items={[
            'Confirm each booking twice: preliminary, then final with the call time.',
            '$25 penalties: cancelling under 24 hours before the shoot, a no-show, late commission, false information.',
            <GuideLink key="rules" to={paths.guide(GUIDES.agencyRules.slug)}>
              Agency required and rules before set
            </GuideLink>,
          ]}
        />
      </Section>
      <Section title="3. On set">
        <Bullets
          items={[
            'Arrive 15 minutes early and check in with the PA.',
            'No photos or video; the project is confidential until released.',
            'A fitting pays 2 hours; a gown, tuxedo, gear or suitcase pays $40.',
            'ACTRA Full and Apprentice: self-drive pay beyond 40 km from downtown Toronto when there is no shuttle.',
            <GuideLink key="set" to={paths.guide(GUIDES.onSetRules.slug)}>
              On set rules and tips
            </GuideLink>,
            <GuideLink key="terms" to={paths.guide(GUIDES.terms101.slug)}>
              On-Set Terminology 101
            </GuideLink>,
          ]}
        />
      </Section>
      <Section title="4. Pay and commission">
        <Bullets
          items={[
            'Payment arrives 2-4 weeks after the shoot.',
            'Commission: ACTRA Full 10%, ACTRA Apprentice 15%, Non-Union and AABP 10%, Upgrade, SSE and Speaking 15%, plus 13% HST.',
            'Commission is due within 2 weeks of the cheque.',
            <GuideLink key="pay" to={paths.guide(GUIDES.voucherAndPayment.slug)}>
              Voucher commission and payment
            </GuideLink>,
          ]}
        />
      </Section>
      <Section title="5. Your union path">
        <Para>
          Non-Union → AABP (15 days in 12 months) → ACTRA Apprentice (1,600 hours) → ACTRA Full (3 credits).{' '}
          <GuideLink to={paths.guide(GUIDES.unionExplanation.slug)}>Union explanation</GuideLink>
        </Para>
      </Section>
      <Section title="6. Under 18?">
        <Para>
          A parent or guardian consents and confirms offers; working days are limited by age.{' '}
          <GuideLink to={paths.guide(GUIDES.minors.slug)}>Minors</GuideLink>
        </Para>
      </Section>
    </GuideArticle>
  );
}
