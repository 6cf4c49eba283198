import { paths } from '../../../config/paths';
import { Bullets, FactTable, GuideLink, Para, Section } from '../article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

export default function VoucherAndPaymentGuide() {
  return (
    <GuideArticle
      guide={GUIDES.voucherAndPayment}
      lead="Your voucher records your day. The production’s payroll pays you from it, and you then pay the agency its commission."
    >
      <Section title="The voucher">
        <Bullets
          items={[
            'Fill it in at check-in: name, status, address and the times you were called and arrived.',
            'At wrap, a PA signs you out. Check the times, meal breaks, fitting and wardrobe allowances before you sign.',
            'Keep your copy (or a photo of it) until you have been paid.',
          ]}
        />
      </Section>
      <Section title="When you are paid">
        <Para>
          Payment arrives 2-4 weeks after the shoot, as a cheque or a direct deposit from the production’s payroll
          company.
        </Para>
      </Section>
      <Section title="Commission">
        <FactTable
          caption="Commission on the gross paycheque, plus 13% HST"
          head={['Status or booking', 'Commission']}
          rows={[
            ['ACTRA Full', '10%'],
            ['ACTRA Apprentice', '15%'],
            ['Non-Union and AABP', '10%'],
            ['Upgrade, SSE and Speaking', '15%'],
          ]}
        />
        <Para>
          Example: a Non-Union cheque of $200.00 gross means a commission of $20.00 (10%) plus $2.60 HST (13% of the
          commission), $22.60 in total.
        </Para>
        <Bullets
          items={[
            'Commission is due within 2 weeks of the cheque. Paying later costs a $25 penalty.',
            <>
              Pay online from the Commissions page of your{' '}
              <GuideLink to={paths.performer.commissions}>account</GuideLink>; the invoice is created automatically and
              can be sent to you by e-mail.
            </>,
          ]}
        />
      </Section>
    </GuideArticle>
  );
}
