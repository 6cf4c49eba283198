import { paths } from '../../../config/paths';
import { Bullets, FactTable, GuideLink, Para, Section, Steps, Tip } from '../../../components/article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

export default function AgencyRulesGuide() {
  return (
    <GuideArticle
      guide={GUIDES.agencyRules}
      lead="We represent you to casting and send you call times, locations and shoot conditions. In return, a few things are required from you before you ever reach set. This guide sums up our agreement with you in plain words."
    >
      <Section title="What we do for you">
        <Bullets
          items={[
            'Registration is free, with no annual fees.',
            'We represent you to casting and send you every call time, location and set of shoot conditions.',
            'Newcomers get help on set with registration and their first voucher.',
            'Your personal account holds your profile, your commissions and your invoices, which are created automatically.',
            'These guides cover what you need to know, from documents to pay.',
          ]}
        />
      </Section>
      <Section title="Before you can be booked">
        <Para>Your account must be activated before casting can book you. Activation takes four steps:</Para>
        <Steps
          items={[
            'Register with your phone number, e-mail and a password, then verify your e-mail with the link we send you.',
            'Complete your profile in the American system (feet, inches, lbs), with a headshot and a full-body photo.',
            <>
              Add your documents: photo ID (18 and over), your WHASA certificate and, for ACTRA members, your ACTRA
              card. See <GuideLink to={paths.guide(GUIDES.basicDocuments.slug)}>Basic documents</GuideLink>.
            </>,
            'Non-Union and AABP performers pass a short activation test (16 correct answers out of 20). ACTRA members are activated when they save the profile.',
          ]}
        />
      </Section>
      <Section title="Keep your profile current">
        <Para>
          Casting books you from your profile, so it must show you as you are today. Keep your measurements, photos and
          contact details up to date, and when they change, update them in your account the same week.
        </Para>
        <Bullets
          items={[
            'A new haircut, hair colour, beard or visible tattoo changes how you can be cast: update your photos.',
            'A wrong phone number or e-mail means missed offers and call times.',
            'Keep your emergency contact current, in case something happens to you on set.',
            'Giving false information in your profile costs a $25 penalty.',
          ]}
        />
      </Section>
      <Section title="Offers and confirmations">
        <Para>A booking is confirmed twice:</Para>
        <Steps
          items={[
            'The preliminary confirmation, when you accept an offer. Reply promptly, and accept only what you can keep.',
            'The final confirmation, when your call time is sent. Confirm that you have received it.',
          ]}
        />
        <Para>
          Read the call as soon as it arrives: call time, location, wardrobe, weather and whether a shuttle is provided.
          Plan your route the night before. If something is unclear, ask us before the day, not on set.
        </Para>
      </Section>
      <Section title="If your plans change">
        <Para>
          Tell us the moment you know you cannot make a booking: casting can only replace you if it knows. Our{' '}
          <GuideLink to={paths.contact}>Contact page</GuideLink> lists the emergency phone line (Monday to Friday, 9am
          to 8pm) and the office e-mail. Say which booking it is (production and date) and why you cannot make it.
        </Para>
        <Bullets
          items={[
            'Cancelling less than 24 hours before the shoot without a valid reason costs a $25 penalty.',
            'Not showing up without notice and a valid reason costs a $25 penalty. We may waive it at our discretion, so always tell us what happened.',
          ]}
        />
      </Section>
      <Section title="Why reliability matters">
        <Para>
          Background work runs on trust. Casting fills a set with many people to a tight plan, and every empty place
          shows on screen. Performers who confirm quickly, arrive early, bring what was asked and follow instructions
          are the ones casting books again. Running late on the day? Tell us at once, so that nobody is left guessing.
        </Para>
      </Section>
      <Section title="Penalties">
        <FactTable
          caption="Each of these costs a $25 penalty"
          head={['What happened', 'Penalty']}
          rows={[
            ['Cancelling less than 24 hours before the shoot, without a valid reason', '$25'],
            ['No-show without notice and a valid reason', '$25'],
            ['Commission paid more than 2 weeks after you receive your pay', '$25'],
            ['False information in your profile', '$25'],
          ]}
        />
      </Section>
      <Section title="On set, you represent us">
        <Bullets
          items={[
            'Arrive 15 minutes early, ready to work.',
            'No photography or video on set.',
            'Everything about the project is confidential until it is released.',
            'Follow the instructions of the crew, and be polite to everyone.',
          ]}
        />
        <Para>
          The details are in <GuideLink to={paths.guide(GUIDES.onSetRules.slug)}>On set rules and tips</GuideLink>. We
          may suspend or end our cooperation after violations of these rules or complaints from a production.
        </Para>
      </Section>
      <Section title="Commission">
        <Para>
          You pay us a commission on your earnings, within 14 days of receiving your pay (if you have not recorded when
          it arrived, within 6 weeks of the shoot). Rates, examples and how to pay online are in{' '}
          <GuideLink to={paths.guide(GUIDES.voucherAndPayment.slug)}>Voucher commission and payment</GuideLink>.
        </Para>
      </Section>
      <Section title="Minors and ending the agreement">
        <Bullets
          items={[
            <>
              Performers under 18 need written consent from a parent or guardian, who confirms every offer. See{' '}
              <GuideLink to={paths.guide(GUIDES.minors.slug)}>Minors</GuideLink>.
            </>,
            'You may end the agreement from your profile or in writing. It takes effect once your account is deactivated.',
          ]}
        />
        <Tip label="In doubt?">
          Ask before you act. A message to us costs nothing; a missed call or a late cancellation costs you a penalty
          and costs casting a performer.
        </Tip>
      </Section>
    </GuideArticle>
  );
}
