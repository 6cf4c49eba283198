import { paths } from '../../../config/paths';
import { Bullets, FactTable, GuideLink, Para, Section, Steps, Tip } from '../../../components/article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

export default function UnionExplanationGuide() {
  return (
    <GuideArticle
      guide={GUIDES.unionExplanation}
      lead="Background performers in Toronto work under one of four statuses: Non-Union, AABP, ACTRA Apprentice and ACTRA Full. Your status decides how you are paid, what commission you owe and which calls you can be booked for. Here is what each one means and how to move from one to the next."
    >
      <Section title="Who ACTRA is">
        <Para>
          ACTRA, the Alliance of Canadian Cinema, Television and Radio Artists, is the union of professional performers
          in English-language recorded media in Canada; in Toronto, its branch is ACTRA Toronto. The union agreement
          sets the pay and working conditions of union performers, and the union decides who qualifies for each status.
        </Para>
        <Para>
          We are your agency, not the union. We explain the path and book you for the work your status allows, but only
          the union can check your eligibility and grant you a status. Before you apply, check the union’s current
          requirements with ACTRA Toronto directly.
        </Para>
      </Section>
      <Section title="The four statuses at a glance">
        <FactTable
          caption="Pay and commission by status"
          head={['Status', 'Pay and commission']}
          rows={[
            ['Non-Union', '$17.20 per hour; 10% commission'],
            ['AABP', '$17.20 per hour; 10% commission'],
            ['ACTRA Apprentice', 'As per the union agreement; 15% commission'],
            ['ACTRA Full', 'As per the union agreement; 10% commission'],
          ]}
        />
        <Para>
          The hourly rate above is the regular background rate; the rate of a particular call is always stated in the
          booking. Commission is charged on your gross pay, plus 13% HST on the commission.
        </Para>
      </Section>
      <Section title="Non-Union">
        <Para>
          Everyone starts here, and no union membership is needed. It is where you learn how a set runs, get known by
          casting and build up your days on set. Non-Union performers are paid $17.20 per hour for regular background
          work and owe 10% commission.
        </Para>
        <Bullets
          items={[
            'Before your account is activated, you complete your profile and pass a short activation test: 16 correct answers out of 20.',
            'You are booked on the calls open to non-union performers.',
            'Keep a copy or a photo of every voucher. Your vouchers are the record of the days you worked, and the union path starts with the days you can show.',
          ]}
        />
      </Section>
      <Section title="AABP">
        <Para>
          AABP (ACTRA Additional Background Performer) is ACTRA Toronto’s status for background performers who are not
          yet union members. To qualify, you need 15 days of background work in 12 months.
        </Para>
        <Bullets
          items={[
            'AABP performers are paid $17.20 per hour for regular background work and owe 10% commission.',
            'Like Non-Union performers, you pass the activation test before your account is activated.',
            'Enter your AABP number in your profile: casting needs it to book you at your status.',
          ]}
        />
      </Section>
      <Section title="ACTRA Apprentice">
        <Para>
          Apprentice status comes via 1,600 hours of work. As an apprentice you are a union performer: you are paid as
          per the union agreement and can be booked on union calls.
        </Para>
        <Bullets
          items={[
            'Commission is 15% of your gross pay, plus HST.',
            'Self-drive pay applies when the location is beyond 40 km from downtown Toronto and no shuttle is provided.',
            'Enter your ACTRA number and upload a picture of your ACTRA card. Your account is activated as soon as your profile is saved.',
          ]}
        />
      </Section>
      <Section title="ACTRA Full">
        <Para>
          Full membership comes after 3 credits earned as an apprentice on union work; the union decides which work
          counts as a credit. Full members are paid as per the union agreement.
        </Para>
        <Bullets
          items={[
            'Commission is 10% of your gross pay, plus HST.',
            'Self-drive pay applies on the same terms as for apprentices.',
            'Keep your ACTRA card picture current in your profile.',
          ]}
        />
      </Section>
      <Section title="Moving up, step by step">
        <Steps
          items={[
            'Start as Non-Union: work, and keep every voucher.',
            'After 15 days of background work in 12 months, you can qualify for AABP.',
            'Apprentice status comes via 1,600 hours of work.',
            'After 3 credits as an apprentice, you can become a Full member.',
          ]}
        />
        <Para>
          When your status changes, tell us straight away. Non-Union performers can switch to AABP in their profile; for
          a move to ACTRA Apprentice or ACTRA Full, <GuideLink to={paths.contact}>contact us</GuideLink> so that we can
          update your account with your new card.
        </Para>
      </Section>
      <Section title="Choosing your status in your profile">
        <Bullets
          items={[
            'Choose the status you hold today, not the one you are working towards.',
            'AABP, ACTRA Apprentice and ACTRA Full need your union number; ACTRA members also upload their card.',
            'Your status sets the default commission rate on the Commissions page; change it only for an upgrade, SSE or speaking booking.',
          ]}
        />
      </Section>
      <Section title="Upgrades, SSE and speaking parts">
        <Para>
          Whatever your status, an upgrade, a special skills (SSE) booking or a speaking part is charged 15% commission,
          unless the project says otherwise. How and when to pay is explained in{' '}
          <GuideLink to={paths.guide(GUIDES.voucherAndPayment.slug)}>Voucher commission and payment</GuideLink>.
        </Para>
        <Tip label="Good to know">
          Your status is part of every booking. If the status in your profile is wrong, you may be booked or paid at the
          wrong rate, and false information in your profile carries a $25 penalty.
        </Tip>
      </Section>
    </GuideArticle>
  );
}
