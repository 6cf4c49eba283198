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
}

export const GUIDES = {
  basicDocuments: {
    slug: 'basic-documents',
    title: 'Basic documents',
    readMinutes: 1.5,
  },
  unionExplanation: {
    slug: 'non-union-aabp-actra-apprentice-actra-full-explanation',
    title: 'Union explanation',
    readMinutes: 4,
  },
  agencyRules: {
    slug: 'agency-required-and-rules-before-set',
    title: 'Agency required and rules before set',
    readMinutes: 4,
  },
  onSetRules: {
    slug: 'on-set-rules-and-tips',
    title: 'On set rules and tips',
    readMinutes: 5,
  },
  voucherAndPayment: {
    slug: 'voucher-commission-and-payment',
    title: 'Voucher commission and payment',
    readMinutes: 4,
  },
  minors: {
    slug: 'minors',
    title: 'Minors',
    readMinutes: 1,
  },
  terms101: {
    slug: 'terms-101',
    title: 'On-Set Terminology 101',
    readMinutes: 2,
  },
  quickGuide: {
    slug: 'quick-guide',
    title: 'Quick guide for background performers',
    readMinutes: 6,
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
