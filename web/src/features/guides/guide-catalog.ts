/**
 * The performers' guides: slugs, titles and read times as the spec lists them. Pure data, so the
 * app shell (header mega menu, footer) can import it without pulling any article into its chunk.
 */
import { paths } from '../../config/paths';

export interface Guide {
  slug: string;
  title: string;
  /** Read time in minutes, shown on the article's badge. */
  readMinutes: number;
  summary: string;
}

export const GUIDES = {
  basicDocuments: {
    slug: 'basic-documents',
    title: 'Basic documents',
    readMinutes: 1.5,
    summary: 'The ID, SIN, banking and safety papers to have ready before your first day.',
  },
  unionExplanation: {
    slug: 'non-union-aabp-actra-apprentice-actra-full-explanation',
    title: 'Union explanation',
    readMinutes: 4,
    summary: 'Non-Union, AABP, ACTRA Apprentice and ACTRA Full: what each means and how to move up.',
  },
  agencyRules: {
    slug: 'agency-required-and-rules-before-set',
    title: 'Agency required and rules before set',
    readMinutes: 4,
    summary: 'Your profile, confirmations, cancellations and penalties: what we need from you.',
  },
  onSetRules: {
    slug: 'on-set-rules-and-tips',
    title: 'On set rules and tips',
    readMinutes: 5,
    summary: 'Arriving, checking in, wardrobe, holding, confidentiality and wrapping the day.',
  },
  voucherAndPayment: {
    slug: 'voucher-commission-and-payment',
    title: 'Voucher commission and payment',
    readMinutes: 4,
    summary: 'How the voucher becomes your pay, when it arrives and how commission is paid.',
  },
  minors: {
    slug: 'minors',
    title: 'Minors',
    readMinutes: 1,
    summary: 'Guardian consent and the working hours for performers under 18.',
  },
  terms101: {
    slug: 'terms-101',
    title: 'On-Set Terminology 101',
    readMinutes: 2,
    summary: 'The words you will hear on set, from call time to wrap.',
  },
  quickGuide: {
    slug: 'quick-guide',
    title: 'Quick guide for background performers',
    readMinutes: 6,
    summary: 'Everything in one page: documents, rules, pay, commission and your union path.',
  },
} as const satisfies Record<string, Guide>;

export type GuideKey = keyof typeof GUIDES;

/** The six core guides (home page, footer). */
export const CORE_GUIDES: Guide[] = [
  GUIDES.basicDocuments,
  GUIDES.unionExplanation,
  GUIDES.agencyRules,
  GUIDES.onSetRules,
  GUIDES.voucherAndPayment,
  GUIDES.minors,
];

/** Every article, in reading order (information index, mega menu). */
export const ALL_GUIDES: Guide[] = [...CORE_GUIDES, GUIDES.terms101, GUIDES.quickGuide];

export interface GuideCategory {
  id: string;
  label: string;
  description: string;
  cta: { label: string; to: string };
  guides: Guide[];
}

/** Categories of the Information menu; performers are the only audience so far. */
export const GUIDE_CATEGORIES: GuideCategory[] = [
  {
    id: 'actors',
    label: 'Actors guide',
    description:
      'Practical guides for background performers: the documents to bring, the rules on set, how you are paid and how commission works.',
    cta: { label: 'Full guide', to: paths.actorsGuide },
    guides: ALL_GUIDES,
  },
];

export const guidePath = (guide: Guide): string => paths.guide(guide.slug);

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
