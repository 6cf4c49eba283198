import { paths } from '../../../config/paths';
import { Bullets, FactTable, GuideLink, Para, Section } from '../../../components/article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

export default function MinorsGuide() {
  return (
    <GuideArticle
      guide={GUIDES.minors}
      lead="Performers under 18 are welcome on set. Every booking for a minor goes through a parent or guardian, and the working day is limited by age."
    >
      <Section title="The guardian’s role">
        <Bullets
          items={[
            'A parent or guardian gives written consent before the minor can work through us.',
            'The guardian supplies their name, e-mail and phone, their identity documents and proof of guardianship.',
            'The guardian confirms or declines every offer for the minor, and agrees to the terms on the minor’s behalf.',
          ]}
        />
      </Section>
      <Section title="Working hours">
        <FactTable
          caption="Longest working day by age"
          head={['Age', 'Hours per day']}
          rows={[
            ['Under 12', '8 hours'],
            ['12 to 15', 'Up to 10 hours'],
            ['16 and 17', 'Up to 12 hours'],
          ]}
        />
        <Para>
          A minor rests at least 12 hours between working days. If a call could run past the limit for the minor’s age,
          tell us before you accept it.
        </Para>
      </Section>
      <Section title="Before the first booking">
        <Para>
          The minor needs the same papers as any performer (see{' '}
          <GuideLink to={paths.guide(GUIDES.basicDocuments.slug)}>Basic documents</GuideLink>), and the guardian’s name
          and phone are part of the minor’s profile. Set days include a lot of waiting: pack snacks, water, and homework
          or a book. Keep the guardian’s phone reachable all day, and read{' '}
          <GuideLink to={paths.guide(GUIDES.onSetRules.slug)}>On set rules and tips</GuideLink> together before the
          first call.
        </Para>
      </Section>
    </GuideArticle>
  );
}
