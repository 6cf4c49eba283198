import { Bullets, FactTable, Section } from '../article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

export default function MinorsGuide() {
  return (
    <GuideArticle
      guide={GUIDES.minors}
      lead="Performers under 18 are welcome, with a parent or guardian behind every booking."
    >
      <Section title="The guardian’s role">
        <Bullets
          items={[
            'Written consent from a parent or guardian is required.',
            'The guardian supplies their name, e-mail, phone, identity documents and proof of guardianship.',
            'The guardian confirms or declines offers for the minor and agrees to the terms on the minor’s behalf.',
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
        <Bullets items={['At least 12 hours of rest between working days.']} />
      </Section>
    </GuideArticle>
  );
}
