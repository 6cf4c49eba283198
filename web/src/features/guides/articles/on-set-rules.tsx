import { Bullets, Para, Section } from '../article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

export default function OnSetRulesGuide() {
  return (
    <GuideArticle
      guide={GUIDES.onSetRules}
      lead="A good day on set is mostly about being where you should be, when you should be, with what you were asked to bring."
    >
      <Section title="Arriving">
        <Bullets
          items={[
            'Arrive 15 minutes early. Your call time is when you must be checked in, not when you park.',
            'Check in with the background coordinator or PA and fill in your voucher.',
            'Bring your documents, your wardrobe options and something to read: there is a lot of waiting.',
          ]}
        />
      </Section>
      <Section title="Wardrobe and fittings">
        <Bullets
          items={[
            'Bring the wardrobe you were asked for, clean and ironed, with two or three options.',
            'A fitting pays 2 hours.',
            'Bringing a gown, a tuxedo, gear or a suitcase pays $40.',
          ]}
        />
      </Section>
      <Section title="On set">
        <Bullets
          items={[
            'No photos or video on set, including selfies in holding.',
            'Everything you see or hear about the project is confidential until it is released; do not post about it.',
            'Stay in holding unless you are called, and tell a PA before you leave it.',
            'Phones silent and away during takes. Listen for “Back to one” and reset to your first position.',
            'Do not talk to the principal actors unless they talk to you first.',
          ]}
        />
      </Section>
      <Section title="Travel">
        <Para>
          ACTRA Full and Apprentice members receive self-drive pay when the location is beyond 40 km from downtown
          Toronto and no shuttle is provided. Check your call for shuttle details the night before.
        </Para>
      </Section>
      <Section title="Wrapping">
        <Para>
          Do not leave until you are wrapped. Have a PA sign you out, check the times on your voucher and keep your
          copy: it is your proof of the hours you will be paid for.
        </Para>
      </Section>
    </GuideArticle>
  );
}
