import { paths } from '../../../config/paths';

/**
 * The six guides as the home page presents them. The guides feature owns the articles; features do
 * not import each other, so the home page keeps its own short list of links (the slugs are the spec's).
 */
export const HOME_GUIDES = [
  {
    title: 'Basic documents',
    to: paths.guide('basic-documents'),
    description: 'ID, SIN, banking details, WHASA certificate and union card: what to have ready.',
  },
  {
    title: 'Union explanation',
    to: paths.guide('non-union-aabp-actra-apprentice-actra-full-explanation'),
    description: 'Non-Union, AABP, ACTRA Apprentice and ACTRA Full, and how to move up.',
  },
  {
    title: 'Agency required and rules before set',
    to: paths.guide('agency-required-and-rules-before-set'),
    description: 'Profile, confirmations, cancellations and the $25 penalties.',
  },
  {
    title: 'On set rules and tips',
    to: paths.guide('on-set-rules-and-tips'),
    description: 'Arrive 15 minutes early, no photos, wardrobe pay and wrapping the day.',
  },
  {
    title: 'Voucher commission and payment',
    to: paths.guide('voucher-commission-and-payment'),
    description: 'Your voucher, when pay arrives and how commission plus HST is paid.',
  },
  {
    title: 'Minors',
    to: paths.guide('minors'),
    description: 'Guardian consent and working hours for performers under 18.',
  },
] as const;
