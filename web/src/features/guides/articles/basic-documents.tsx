import { paths } from '../../../config/paths';
import { Bullets, GuideLink, Para, Section, Tip } from '../../../components/article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

export default function BasicDocumentsGuide() {
  return (
    <GuideArticle
      guide={GUIDES.basicDocuments}
      lead="Productions pay you through a payroll company, and payroll needs to know who you are, that you may work in Canada and where to send your money. Have these ready before your first booking."
    >
      <Section title="Government photo ID" id="photo-id">
        <Para>
          A valid government-issued photo ID: a driver’s licence, a passport or an Ontario Photo Card. Use the same name
          in your profile and on your voucher. Performers 18 and over upload a picture of it to their profile.
        </Para>
      </Section>
      <Section title="Social Insurance Number (SIN)" id="sin">
        <Para>
          Payroll needs your SIN to pay you and to issue your tax slips. Keep it private: give it only to payroll and to
          us through your account.
        </Para>
      </Section>
      <Section title="Permission to work in Canada" id="work-permit">
        <Para>
          If you are not a Canadian citizen or permanent resident, you need a valid work permit that lets you work in
          Canada. Payroll may ask to see it.
        </Para>
      </Section>
      <Section title="Banking information" id="banking">
        <Para>
          Have a void cheque or a direct-deposit form from your bank. Whether you are paid by deposit or by cheque
          depends on the production’s payroll company.
        </Para>
      </Section>
      <Section title="WHASA certificate" id="whasa">
        <Para>
          WHASA is Worker Health and Safety Awareness, the basic training Ontario requires of every worker. It is a free
          online course from the Government of Ontario, and you get a certificate at the end. Save it and upload a
          picture of it to your profile.
        </Para>
      </Section>
      <Section title="Union card" id="union-card">
        <Bullets
          items={[
            'ACTRA Apprentice and ACTRA Full members upload a picture of their ACTRA card and bring the card to set.',
            'AABP performers enter their number in their profile.',
          ]}
        />
      </Section>
      <Tip label="Good to know">
        Keep photos of each document on your phone and copies in your set bag: a new production’s payroll may ask again.
        Newcomers get help on set with registration and their first voucher. Under 18? See the{' '}
        <GuideLink to={paths.guide(GUIDES.minors.slug)}>guide for minors</GuideLink>.
      </Tip>
    </GuideArticle>
  );
}
