import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { Bullets, FactTable, GuideLink, Para, Section, Steps, Tip } from '../../../components/article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES, type Guide } from '../guide-catalog';

/** The line that closes each part of the quick guide: where the full story is. */
function ReadMore({ guide, children }: { guide: Guide; children?: ReactNode }) {
  return (
    <Para>
      {children ?? 'The full guide:'} <GuideLink to={paths.guide(guide.slug)}>{guide.title}</GuideLink>.
    </Para>
  );
}

export default function QuickGuide() {
  return (
    <GuideArticle
      guide={GUIDES.quickGuide}
      lead="New to background work, or just need a refresher? This is the whole job on one page: documents, bookings, your day on set, pay, commission and the union path. Each part ends with a link to its full guide."
    >
      <Section title="1. What background work is">
        <Para>
          Background performers, also called extras, fill the world around the principal actors: the shoppers, the
          commuters, the crowd at the game. You do not need acting experience. What productions need is people who are
          reliable, on time, patient and good at repeating the same action, take after take. Days are long and include a
          lot of waiting, and every day teaches you something about how film and television are made. Toronto is one of
          the busiest production centres in North America, with film and television shooting all year round.
        </Para>
        <Para>
          We are an automated agency: casting works directly with our system, so offers, confirmations and call times
          reach you quickly, and your personal account keeps your profile, commissions and invoices in one place.
          Newcomers get help on set with registration and their first voucher.
        </Para>
      </Section>
      <Section title="2. Before your first booking">
        <Steps
          items={[
            'Register for free: there is no registration fee and no annual fee. Verify your e-mail with the link we send you.',
            'Complete your profile in feet, inches and lbs, with a headshot, a full-body photo and current contact details.',
            'Upload your documents: photo ID (18 and over), your WHASA certificate and, for ACTRA members, your ACTRA card.',
            'Non-Union and AABP performers pass a short activation test (16 correct answers out of 20).',
          ]}
        />
        <Para>
          Payroll needs to know who you are and where to send your money. Have your government photo ID, your SIN, your
          banking information (a void cheque or a direct-deposit form), your WHASA certificate and your union card, if
          you have one. If you are not a Canadian citizen or permanent resident, you also need a valid work permit.
        </Para>
        <ReadMore guide={GUIDES.basicDocuments} />
      </Section>
      <Section title="3. Bookings and our rules">
        <Bullets
          items={[
            'Keep your profile current: measurements, photos and contacts. Casting books you as you look today.',
            'Every booking is confirmed twice: a preliminary confirmation when you accept the offer, and a final confirmation when your call time is sent. Accept only what you can keep.',
            'Read each call as soon as it arrives: time, location, wardrobe, weather and shuttle.',
            'If your plans change, tell us at once: casting can only replace you if it knows.',
          ]}
        />
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
        <ReadMore guide={GUIDES.agencyRules} />
      </Section>
      <Section title="4. Your day on set">
        <Bullets
          items={[
            'Arrive 15 minutes early. Your call time is when you must be checked in and ready, not when you park.',
            'Bring your documents, your wardrobe options in a garment bag, a pen, a charger, water, a snack and something quiet to do.',
            'Check in with the background PA, fill in your voucher, then wait in holding until you are called.',
            'Bring the wardrobe you were asked for, clean and pressed. Unless told otherwise, avoid bright white, logos and fine stripes.',
            'On set, do exactly what the AD or PA asks. Remember your position and action for continuity, mime conversations and never look into the camera.',
            'Do not approach the principal actors, and keep your phone silent and out of sight.',
            'No photography or video on set. Everything about the project is confidential until it is released, so do not post about it.',
            'Do not leave until you are wrapped. Have a PA sign you out, check your voucher and keep your copy.',
          ]}
        />
        <Para>
          ACTRA Full and Apprentice members receive self-drive pay when the location is beyond 40 km from downtown
          Toronto and no shuttle is provided.
        </Para>
        <Tip label="First day?">
          Tell the background PA when you check in: newcomers get help with their first voucher. And when you are
          unsure, ask: a question costs nothing, while a mistake in a take costs everyone time.
        </Tip>
        <ReadMore guide={GUIDES.onSetRules} />
      </Section>
      <Section title="5. Pay and commission">
        <Para>
          Your voucher is the record of your day, and payroll pays you from it. Make sure everything you earned is
          written on it: a wardrobe fitting pays 2 hours, and bringing a gown, a tuxedo, gear or a suitcase when asked
          pays $40. Payment arrives 2-4 weeks after the shoot, as a cheque or a direct deposit, depending on the
          production.
        </Para>
        <FactTable
          caption="Commission on the gross paycheque, plus 13% HST"
          head={['Status or booking', 'Commission']}
          rows={[
            ['Non-Union and AABP', '10%'],
            ['ACTRA Apprentice', '15%'],
            ['ACTRA Full', '10%'],
            ['Upgrade, SSE and Speaking', '15%'],
          ]}
        />
        <Para>
          For example, a Non-Union cheque of $200.00 gross means $20.00 commission plus $2.60 HST: $22.60. Commission is
          due 14 days after your pay arrives (record the date on the Commissions page; not recorded, 6 weeks after the
          shoot); later costs a $25 penalty. Pay by card on the Commissions page of your account, and your invoice is
          created for you. Keep your vouchers, pay stubs and invoices together: you will need them at tax time.
        </Para>
        <ReadMore guide={GUIDES.voucherAndPayment} />
      </Section>
      <Section title="6. Your union path">
        <Steps
          items={[
            'Non-Union: where everyone starts. Paid $17.20 per hour for regular background work.',
            'AABP: needs 15 days of background work in 12 months. Also paid $17.20 per hour.',
            'ACTRA Apprentice: comes via 1,600 hours of work. Paid as per the union agreement.',
            'ACTRA Full: full membership comes after 3 credits. Paid as per the union agreement.',
          ]}
        />
        <Para>
          The union, ACTRA, decides who qualifies for each status; we book you for the work your status allows. Keep
          every voucher: it is the record of your days and hours. When your status changes, update your profile or tell
          us.
        </Para>
        <ReadMore guide={GUIDES.unionExplanation} />
      </Section>
      <Section title="7. Under 18?">
        <Para>
          Minors need written consent from a parent or guardian, who supplies their own details and proof of
          guardianship, and confirms or declines every offer. Working days are limited by age: 8 hours under 12, up to
          10 hours from 12 to 15, and up to 12 hours at 16 and 17, with at least 12 hours of rest between working days.
          Keep the guardian’s phone reachable all day.
        </Para>
        <ReadMore guide={GUIDES.minors} />
      </Section>
      <Section title="8. The words you will hear">
        <Para>
          Call time, holding, first team, background action, back to one, wrap: sets have their own language, and
          knowing it makes your first day much easier.
        </Para>
        <ReadMore guide={GUIDES.terms101}>The glossary:</ReadMore>
      </Section>
      <Section title="Your checklist for every booking">
        <Bullets
          items={[
            'Confirmed the booking and read the call.',
            'Route planned, with time to arrive 15 minutes early.',
            'Documents, wardrobe options and set bag packed.',
            'Phone charged and set to silent on arrival.',
            'Voucher checked and copy kept at wrap.',
            'Commission paid within 2 weeks of your pay.',
          ]}
        />
        <Tip label="Questions?">
          Our <GuideLink to={paths.contact}>Contact page</GuideLink> lists the emergency phone line (Monday to Friday,
          9am to 8pm) and the office e-mail for everything else.
        </Tip>
      </Section>
    </GuideArticle>
  );
}
