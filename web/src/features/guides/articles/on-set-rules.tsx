import { paths } from '../../../config/paths';
import { Bullets, GuideLink, Para, Section, Steps, SubSection, Tip } from '../../../components/article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

export default function OnSetRulesGuide() {
  return (
    <GuideArticle
      guide={GUIDES.onSetRules}
      lead="A good day on set is mostly about being where you should be, when you should be, with what you were asked to bring. Here is a whole day, from the night before to wrap, with the rules that matter and the habits that get you booked again."
    >
      <Section title="The night before">
        <Bullets
          items={[
            'Read your call again: call time, address, wardrobe notes and whether a shuttle is provided.',
            'Plan your route and leave room for traffic, transit delays and finding the entrance. Early morning calls are common, and some locations are far from the subway.',
            'Check the weather: many scenes are shot outdoors, whatever the season.',
            'Pack your bag and get some sleep: set days are long.',
          ]}
        />
      </Section>
      <Section title="What to bring">
        <Bullets
          items={[
            <>
              Your documents: photo ID, SIN, banking information, WHASA certificate and union card (see{' '}
              <GuideLink to={paths.guide(GUIDES.basicDocuments.slug)}>Basic documents</GuideLink>).
            </>,
            'The wardrobe you were asked for, with two or three options, in a garment bag.',
            'A pen for your voucher, and a phone charger or power bank.',
            'Something quiet to do: a book, headphones or a crossword. There is a lot of waiting.',
            'A water bottle and a snack, and warm layers or rain gear for outdoor days.',
          ]}
        />
      </Section>
      <Section title="Arriving and checking in">
        <Para>
          Arrive 15 minutes early. Your call time is when you must be checked in and ready to work, not when you park or
          step off the bus.
        </Para>
        <Steps
          items={[
            'Follow the signs for background or extras holding, or ask a crew member where background checks in.',
            'Check in with the background PA or coordinator, giving your name as it appears in your booking.',
            'Fill in your voucher, or the production’s digital check-in, clearly and completely.',
            'Wait in holding until you are sent to wardrobe, hair and make-up, or to set.',
          ]}
        />
        <Tip>
          First time on set? Tell the PA when you check in. Newcomers get help with registration and their first
          voucher.
        </Tip>
      </Section>
      <Section title="Wardrobe, hair and make-up">
        <Bullets
          items={[
            'Bring exactly what was asked for, clean and pressed. Wardrobe chooses what you wear, so offer your options and accept their choice.',
            'Unless the call says otherwise, avoid bright white, logos and brand names, and fine stripes or small checks, which can flicker on camera.',
            'Come with clean, dry hair and no unusual make-up unless you were told otherwise.',
            'Look after any clothing the production gives you, and return it before you leave.',
          ]}
        />
        <SubSection title="What it pays">
          <Bullets
            items={[
              'A wardrobe fitting before the shoot pays 2 hours.',
              'Bringing a gown, a tuxedo, gear or a suitcase when asked pays $40. Make sure it is written on your voucher.',
            ]}
          />
        </SubSection>
      </Section>
      <Section title="Holding">
        <Para>
          Holding is where background waits between scenes: a room, a tent or a bus. You may spend most of the day
          there.
        </Para>
        <Bullets
          items={[
            'Stay in holding unless you are called. If you need the washroom, tell a PA first.',
            'Keep your voice down and your things together; holding is shared with many people.',
            'Listen for your name, your scene or your group: when a PA calls, be ready to go at once.',
            'Meal breaks, what is served and whether background may use the crafty table all depend on the production: ask a PA.',
          ]}
        />
      </Section>
      <Section title="On the set itself">
        <Bullets
          items={[
            'Listen to the AD or PA who places you, and do exactly what you are asked.',
            'Remember your first position, your action and any prop you hold: continuity means repeating them in every take. On “Back to one”, return to your first position.',
            'Mime conversations unless you are told to speak; the microphones must hear only the actors’ lines.',
            'Never look into the camera.',
            'Do not talk to the principal actors unless they talk to you first, and do not ask for autographs.',
            'Do not touch equipment, props or set dressing that are not yours to use, and stay clear of cables and lights.',
            'Phones off or silent, and out of sight, whenever you are on set.',
          ]}
        />
      </Section>
      <Section title="Safety">
        <Para>
          Sets are workplaces with heavy equipment, cables, vehicles and sometimes stunts or special effects. Follow
          every safety instruction from the crew, keep walkways clear, and tell a PA at once if you feel unwell or are
          hurt. Your WHASA training covers the basics: you have the right to know about hazards, to take part in keeping
          the workplace safe and to refuse unsafe work.
        </Para>
      </Section>
      <Section title="Photos and confidentiality">
        <Para>
          No photography or video on set, including selfies in holding, wardrobe or the parking lot. Everything you see
          or hear about a project is confidential until it is released: the story, the actors, the locations and the
          costumes. Do not post about it, even after your day is over. Breaking these rules can lead us to suspend or
          end our cooperation.
        </Para>
      </Section>
      <Section title="Travel and self-drive">
        <Para>
          ACTRA Full and Apprentice members receive self-drive pay when the location is beyond 40 km from downtown
          Toronto and no shuttle is provided. When there is a shuttle, your call tells you where and when to meet it: be
          there early.
        </Para>
      </Section>
      <Section title="Habits that get you booked again">
        <Bullets
          items={[
            'Be the person the PA never has to look for.',
            'Stay patient and pleasant through long waits and many takes.',
            'Take direction without arguing; if something is unclear, ask once, briefly.',
            'Booked for several days as the same person? Come back with the same hair, wardrobe and props, for continuity.',
          ]}
        />
      </Section>
      <Section title="Wrapping out">
        <Steps
          items={[
            'Do not leave until you are wrapped, even if your scene seems finished.',
            'Return any wardrobe and props the production gave you.',
            'Have a PA sign you out. Check the times, meal breaks and allowances on your voucher before you sign.',
            'Keep your copy, or a photo of it: it is your proof of the hours you will be paid for.',
          ]}
        />
        <Para>
          How the voucher becomes your pay is explained in{' '}
          <GuideLink to={paths.guide(GUIDES.voucherAndPayment.slug)}>Voucher commission and payment</GuideLink>, and the
          words you will hear all day are in{' '}
          <GuideLink to={paths.guide(GUIDES.terms101.slug)}>On-Set Terminology 101</GuideLink>.
        </Para>
      </Section>
    </GuideArticle>
  );
}
