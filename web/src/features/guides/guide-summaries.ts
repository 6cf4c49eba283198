import { GUIDES, type GuideKey } from './guide-catalog';

/** One-line summaries for the information index (kept out of the catalog the app shell imports). */
const SUMMARIES: Record<GuideKey, string> = {
  basicDocuments: 'The ID, SIN, banking and safety papers to have ready before your first day.',
  unionExplanation: 'Non-Union, AABP, ACTRA Apprentice and ACTRA Full: what each means and how to move up.',
  agencyRules: 'Your profile, confirmations, cancellations and penalties: what we need from you.',
  onSetRules: 'Arriving, checking in, wardrobe, holding, confidentiality and wrapping the day.',
  voucherAndPayment: 'How the voucher becomes your pay, when it arrives and how commission is paid.',
  minors: 'Guardian consent and the working hours for performers under 18.',
  terms101: 'The words you will hear on set, from call time to wrap.',
  quickGuide: 'Everything in one page: documents, rules, pay, commission and your union path.',
};

const BY_SLUG = new Map((Object.keys(GUIDES) as GuideKey[]).map((key) => [GUIDES[key].slug as string, SUMMARIES[key]]));

export const guideSummary = (slug: string): string => BY_SLUG.get(slug) ?? '';
