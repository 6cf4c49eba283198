import type { ComponentType } from 'react';
import { ConvenienceArt, EfficiencyArt, ReliabilityArt } from './slide-illustrations';

export interface SpotlightSlide {
  id: string;
  title: string;
  description: string;
  Art: ComponentType;
}

/** The Performers tab's three promises (spec §1: smart systems, faster payments, real support, automated booking). */
export const PERFORMER_SLIDES: SpotlightSlide[] = [
  {
    id: 'reliability',
    title: 'Reliability',
    description:
      'Smart systems keep your profile, bookings and call times in one place, and real people support you from your first voucher to your hundredth day on set.',
    Art: ReliabilityArt,
  },
  {
    id: 'convenience',
    title: 'Convenience',
    description:
      'Booking is automated: casting works directly with the system, so offers reach you sooner and you confirm them from your phone in a few taps.',
    Art: ConvenienceArt,
  },
  {
    id: 'efficiency',
    title: 'Efficiency',
    description:
      'Faster payments and automated invoicing: pay your commission online in minutes and get your invoice by e-mail, with no paperwork to chase.',
    Art: EfficiencyArt,
  },
];
