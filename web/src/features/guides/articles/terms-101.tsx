import { Glossary, Section } from '../../../components/article-parts';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

const PEOPLE: [string, string][] = [
  ['Background (BG)', 'Performers who fill the world of a scene without speaking: you. Also called extras.'],
  ['Principals', 'The actors with speaking parts. Do not approach them unless they talk to you first.'],
  ['AD', 'Assistant director. The 1st AD runs the set; other ADs keep the day on schedule and place background.'],
  ['PA', 'Production assistant. The background PA checks you in, brings you to set and signs you out.'],
  ['First team / second team', 'The principals / their stand-ins, who take their places while a shot is lit.'],
  ['Stand-in', 'A performer of similar height and colouring who stands in for a principal during set-up.'],
];

const DAY: [string, string][] = [
  ['Call time', 'The time you must be checked in and ready to work, not the time you arrive at the parking lot.'],
  ['Call sheet', 'The production’s plan for the day: scenes, locations and call times. We pass on what you need.'],
  ['Holding', 'The room or tent where background wait between scenes. Stay there unless you are called.'],
  ['Voucher', 'The form that records your hours and allowances; payroll pays you from it.'],
  ['Fitting', 'A wardrobe appointment before the shoot. A fitting pays 2 hours.'],
  ['Crafty', 'Craft services: the snack and drinks table.'],
  ['Lunch', 'The main meal break of the day, whatever the time on the clock.'],
  ['Shuttle', 'Transport the production provides between a meeting point and the location.'],
  [
    'Self-drive',
    'Driving yourself to set. Paid to ACTRA Full and Apprentice members beyond 40 km from downtown Toronto when there is no shuttle.',
  ],
  ['Wrap', 'The end of your day (or of the whole shoot). Do not leave before you are wrapped.'],
];

const SHOT: [string, string][] = [
  ['Blocking', 'Working out who moves where in a scene, before it is shot.'],
  ['Rehearsal', 'A run-through without recording. Do your action exactly as you will in the take.'],
  ['Rolling', 'The camera is recording: be in your first position, silent, and wait for your cue.'],
  ['Background action', 'Your cue to start moving, given just before “Action”.'],
  ['Cut', 'The take is over. Stop where you are and wait for instructions.'],
  ['Back to one', 'Return to your first position for another take.'],
  ['Continuity', 'Keeping everything the same from take to take: your position, action, props and wardrobe.'],
  ['Upgrade', 'You were given a featured moment or a line: paid at a higher rate, with 15% commission.'],
  ['SSE', 'Special skills extra: a booking for a skill such as dancing, skating or driving.'],
  ['Martini', 'The last shot of the day.'],
];

export default function Terms101Guide() {
  return (
    <GuideArticle
      guide={GUIDES.terms101}
      lead="Sets have their own language, and it moves fast. These are the words you will hear most on your first days, grouped by where you will hear them."
    >
      <Section title="People on set">
        <Glossary terms={PEOPLE} />
      </Section>
      <Section title="Your day">
        <Glossary terms={DAY} />
      </Section>
      <Section title="During a shot">
        <Glossary terms={SHOT} />
      </Section>
    </GuideArticle>
  );
}
