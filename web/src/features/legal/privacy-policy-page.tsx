import { AGENCY } from '@scenecall/shared';
import { Bullets, Para, Section } from '../../components/article-parts';
import { AgencyAddress, LegalPage } from './legal-page';

/** /privacy: what SceneCall collects, why, who sees it, where it is kept and for how long, and your rights. */
export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      lead={`${AGENCY.name} represents background performers to film and TV productions in Toronto. To do that we hold personal information, some of it sensitive: your Social Insurance Number, identity documents and, for minors, a guardian's details. This page says what we collect, why, who sees it and what you can ask of us, as Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) expects.`}
    >
      <Section title="What we collect and why">
        <Bullets
          items={[
            'Your account: name, e-mail address, mobile number and password (the password is held by our sign-in provider, Google Firebase Authentication, and never seen by our staff). We use them to sign you in and to reach you about work.',
            'Your profile: date of birth, city, province and postal code, union status and number, measurements and sizes, appearance (hair, eyes, tattoos), gender and ethnicity, and the optional LGBTQ+, transgender and BIPOC answers. Productions ask for performers by these, so we use them to put you forward for roles.',
            'Pictures and documents: your headshot and full-body photos, an identity document, your ACTRA card and WHASA certificate where they apply. Location data (EXIF) is removed from every picture when it is uploaded.',
            'Your Social Insurance Number, because productions pay you and must report your earnings. It is stored encrypted and shown masked.',
            'For a performer under 18: the guardian’s name, e-mail, phone and relationship, their identity document and proof of guardianship, and their written consent.',
            'Your work with us: availability, requests and answers, bookings, check-ins on set, vouchers and hours, commissions, penalties and payments.',
            'Messages we send you (e-mail and texts) and your answers, and your consent to texts, so we can show what you were told and when.',
          ]}
        />
      </Section>
      <Section title="Who sees what">
        <Bullets
          items={[
            'You see and can correct everything in your profile. A minor’s guardian sees the minor’s profile, requests and bookings.',
            'Casting staff see a casting view only: your name, age, photos, measurements, sizes, appearance and union status, and the requests and bookings of their production days. They never see your SIN, documents, date of birth, contacts or self-identification answers.',
            'Our Admins see your whole profile to check it and to pay productions’ vouchers. Every time a staff member opens a SIN, an identity or guardianship document or a pay stub, it is recorded in an audit log with who and when.',
            'A production receives what a booking needs: your name, role and call time, and on the voucher the details it needs to pay you.',
            'Card payments are handled by Stripe. Your card number goes straight from your browser to Stripe and never reaches our servers; we keep the payment’s amount, date and status.',
          ]}
        />
        <Para>We do not sell personal information and we do not use advertising or tracking services.</Para>
      </Section>
      <Section title="Where it is kept">
        <Para>
          Your information is stored with Google Cloud (Firebase: Cloud Firestore, Cloud Storage and Authentication),
          and our servers run in Google’s United States data centres, so it may be processed outside Canada under the
          laws of that country. E-mail is sent through our e-mail provider and texts through Twilio. Each provider
          processes the information only to deliver its service to us.
        </Para>
      </Section>
      <Section title="How long we keep it">
        <Bullets
          items={[
            'While your account is active, we keep your profile so productions can book you.',
            'When your account is deactivated (you end the agreement, or we end cooperation), your profile, pictures, documents and SIN are kept for 24 months, so you can come back, and then deleted.',
            'Invoices, payments and vouchers are kept for as long as Canadian tax law requires (six years after the year they concern), with your name only.',
            'You may ask us to delete your account completely sooner; we keep only what the law makes us keep.',
          ]}
        />
      </Section>
      <Section title="Your rights">
        <Bullets
          items={[
            'Access: ask what we hold about you and receive a copy.',
            'Correction: correct your profile yourself at any time, or ask us to correct anything else.',
            'Withdrawing consent: end the agreement, stop texts by replying STOP, or (for a guardian) withdraw consent for a minor. Some information must still be kept, as above.',
            'Complaints: write to us first; you may also complain to the Office of the Privacy Commissioner of Canada (priv.gc.ca).',
          ]}
        />
      </Section>
      <Section title="Minors">
        <Para>
          A performer under 18 works through us only with a parent’s or guardian’s written consent. The guardian
          receives the requests and offers for the minor, answers them, and can withdraw consent at any time, which
          releases the minor’s upcoming bookings.
        </Para>
      </Section>
      <Section title="Texts and e-mail">
        <Para>
          We text you about work only with your consent, as Canada’s Anti-Spam Legislation (CASL) requires, and record
          when and how you gave it. Reply STOP to any text to stop them; reply START to start again. Account e-mail
          (your verification, invoices, booking changes) is part of the service and is always sent.
        </Para>
      </Section>
      <Section title="Questions about privacy">
        <Para>Our privacy officer answers questions and requests about personal information:</Para>
        <AgencyAddress email={AGENCY.privacyEmail} />
      </Section>
    </LegalPage>
  );
}
