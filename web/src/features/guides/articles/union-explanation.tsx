import { paths } from '../../../config/paths';
import { Bullets, FactTable, GuideLink, Para, Section } from '../article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

export default function UnionExplanationGuide() {
  return (
    <GuideArticle
      guide={GUIDES.unionExplanation}
      lead="Background performers in Toronto work under one of four statuses. Your status decides how you are paid, what commission you owe and which work you can be booked for."
    >
      <Section title="Non-Union">
        <Para>
          Everyone starts here. Non-Union performers are paid $17.20 per hour and must pass the short activation test
          when they register before their account is activated.
        </Para>
      </Section>
      <Section title="AABP">
        <Para>
          AABP performers are background performers recognised by ACTRA. To qualify you need 15 days of background work
          in 12 months. AABP performers are also paid $17.20 per hour.
        </Para>
      </Section>
      <Section title="ACTRA Apprentice">
        <Para>
          Apprentice status comes via 1,600 hours of work. Apprentice members are paid as per the union agreement and
          can be booked on union calls.
        </Para>
      </Section>
      <Section title="ACTRA Full">
        <Para>
          Full membership comes after 3 credits. Full members are paid as per the union agreement, and like apprentices
          they receive self-drive pay when the set is beyond 40 km from downtown Toronto and no shuttle is provided.
        </Para>
      </Section>
      <Section title="Commission by status">
        <FactTable
          caption="Commission on the gross paycheque, plus 13% HST"
          head={['Status or booking', 'Commission']}
          rows={[
            ['Non-Union', '10%'],
            ['AABP', '10%'],
            ['ACTRA Apprentice', '15%'],
            ['ACTRA Full', '10%'],
            ['Upgrade, SSE and Speaking', '15%'],
          ]}
        />
        <Bullets
          items={[
            'An upgrade, special skills (SSE) or speaking part is charged at 15% whatever your status, unless the project says otherwise.',
            <>
              How and when to pay is explained in{' '}
              <GuideLink to={paths.guide(GUIDES.voucherAndPayment.slug)}>Voucher commission and payment</GuideLink>.
            </>,
          ]}
        />
      </Section>
    </GuideArticle>
  );
}
