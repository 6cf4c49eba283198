import { paths } from '../../../config/paths';
import { Bullets, GuideLink, Para, Section } from '../article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

export default function BasicDocumentsGuide() {
  return (
    <GuideArticle
      guide={GUIDES.basicDocuments}
      lead="Productions pay you through a payroll company, and payroll needs to know who you are and where to send the money. Have these documents ready before your first booking."
    >
      <Section title="What to bring">
        <Bullets
          items={[
            'Government-issued photo ID (driver’s licence, passport or provincial photo card).',
            'Your SIN (Social Insurance Number). Payroll cannot pay you without it.',
            'Banking information: a void cheque or a direct-deposit form from your bank.',
            'Your WHASA certificate (Worker Health and Safety Awareness training), required for work in Ontario.',
            'Your union card if you are an ACTRA member or hold AABP status.',
          ]}
        />
      </Section>
      <Section title="Good to know">
        <Para>
          Keep clear photos of each document on your phone and paper copies in your set bag: some payroll offices ask
          again on a new production. Newcomers get help on set with registration and their first voucher.
        </Para>
        <Para>
          Performers under 18 also need their parent’s or guardian’s details and consent; see the{' '}
          <GuideLink to={paths.guide(GUIDES.minors.slug)}>guide for minors</GuideLink>.
        </Para>
      </Section>
    </GuideArticle>
  );
}
