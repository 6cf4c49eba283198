import { paths } from '../../../config/paths';
import { Bullets, FactTable, GuideLink, Para, Section, Steps, Tip } from '../../../components/article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

export default function VoucherAndPaymentGuide() {
  return (
    <GuideArticle
      guide={GUIDES.voucherAndPayment}
      lead="Your voucher records your day. The production’s payroll company pays you from it, and you then pay the agency its commission. Here is how each step works, and how to keep it simple."
    >
      <Section title="The voucher">
        <Para>
          The voucher is the record of your working day: who you are, when you were called, when you arrived, your meal
          breaks, when you were wrapped and any allowances you earned. Payroll pays you from it. Some productions use
          paper vouchers, others a digital check-in; the details depend on the production.
        </Para>
      </Section>
      <Section title="At check-in">
        <Bullets
          items={[
            'Fill in your name as it appears on your ID, your address and your union status (and union number, if you have one).',
            'Depending on the production, payroll paperwork also asks for your SIN and your banking details.',
            'Check that your call time is written correctly. Write clearly: payroll must be able to read every line.',
          ]}
        />
      </Section>
      <Section title="What can be added during the day">
        <Bullets
          items={[
            'A wardrobe fitting pays 2 hours.',
            'Bringing a gown, a tuxedo, gear or a suitcase when asked pays $40.',
            'ACTRA Full and Apprentice members: self-drive pay when the location is beyond 40 km from downtown Toronto and no shuttle is provided.',
            'An upgrade, if you are given a featured moment or a line.',
          ]}
        />
        <Para>
          Make sure each of these is written on your voucher before you sign out: what is not on it may not be paid.
        </Para>
      </Section>
      <Section title="At wrap">
        <Steps
          items={[
            'Wait until a PA wraps you and signs you out.',
            'Check the times, meal breaks and allowances before you sign.',
            'Keep your copy, or take a photo of it, until you have been paid.',
          ]}
        />
      </Section>
      <Section title="Voucher mistakes that delay pay">
        <Bullets
          items={[
            'A name that differs from your ID, or handwriting payroll cannot read.',
            'A missing or wrong union status or number, which can mean the wrong rate.',
            'Leaving before you are signed out, so your wrap time is unclear.',
            'A fitting, a wardrobe item or self-drive that was never written down.',
            'A lost copy, leaving you nothing to compare your pay stub with.',
          ]}
        />
      </Section>
      <Section title="When you are paid">
        <Para>
          Payment arrives 2-4 weeks after the shoot, as a cheque or a direct deposit from the production’s payroll
          company; which one depends on the production. Your pay stub shows the gross amount, the deductions and the net
          amount. Compare it with your voucher. If something is missing, or nothing has arrived after 4 weeks,{' '}
          <GuideLink to={paths.contact}>contact us</GuideLink> with a copy of your voucher.
        </Para>
      </Section>
      <Section title="Commission">
        <Para>
          Commission is how the agency is paid for representing you: finding your bookings, sending your calls and
          supporting you on set. There is no registration fee and no annual fee; we earn when you do.
        </Para>
        <Para>
          Our commission is a percentage of your gross pay for the booking, that is, before deductions. 13% HST is added
          to the commission.
        </Para>
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
        <Para>
          An upgrade, a special skills (SSE) booking or a speaking part is charged 15% whatever your status, unless the
          project says otherwise.
        </Para>
        <Bullets
          items={[
            'Non-Union, $200.00 gross: commission $20.00 (10%), HST $2.60 (13% of $20.00), total $22.60.',
            'ACTRA Apprentice, $300.00 gross: commission $45.00 (15%), HST $5.85, total $50.85.',
          ]}
        />
      </Section>
      <Section title="When commission is due">
        <Para>
          Commission is due 14 days after your pay (cheque or deposit) arrives. Paying later costs a $25 penalty, on top
          of the commission. Pay arrives 2 to 4 weeks after the shoot: when it does, record the date on the Commissions
          page of your account (with a photo of the pay stub if you like: the app reads the gross and the pay date from
          it for you to check), and the page shows the date your commission is due. If you have not recorded when it
          arrived, it is due 6 weeks after the shoot (pay is expected within 4 weeks, then 14 days). All dates are
          Toronto dates. The simplest habit is to pay the day your pay arrives.
        </Para>
      </Section>
      <Section title="Paying online">
        <Steps
          items={[
            <>
              Log in and open the <GuideLink to={paths.performer.commissions}>Commissions page</GuideLink> of your
              account.
            </>,
            'Enter the production name as written on your voucher, the dates you worked, your gross pay for those dates and your commission rate.',
            'Press Submit and check the summary: commission, HST and total.',
            'Pay by card. Your invoice is created automatically, and you can have it sent to you by e-mail.',
          ]}
        />
        <Para>
          Worked several days on one production? Pick all the dates in one payment. If one of those days was an upgrade
          or an SSE booking, pay it separately at its own rate, so that each invoice shows the right commission.
        </Para>
        <Para>
          Your payment history keeps every commission you have paid, with its invoice, so you always have proof of
          payment.
        </Para>
        <Tip label="Keep your records">
          Keep your vouchers, pay stubs and invoices together. You will need them at tax time, and your vouchers are the
          record of your days and hours, which matter for your{' '}
          <GuideLink to={paths.guide(GUIDES.unionExplanation.slug)}>union path</GuideLink>.
        </Tip>
      </Section>
    </GuideArticle>
  );
}
