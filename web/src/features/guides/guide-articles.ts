import type { ComponentType } from 'react';
import type { GuideKey } from './guide-catalog';

type ArticleModule = Promise<{ default: ComponentType }>;

/**
 * Every guide's article module, one lazy chunk each. The routes and the read-time test both read this
 * table, so a guide in the catalogue cannot lack an article, nor an article escape the word count.
 */
export const GUIDE_ARTICLES: Record<GuideKey, () => ArticleModule> = {
  basicDocuments: () => import('./articles/basic-documents'),
  unionExplanation: () => import('./articles/union-explanation'),
  agencyRules: () => import('./articles/agency-rules'),
  onSetRules: () => import('./articles/on-set-rules'),
  voucherAndPayment: () => import('./articles/voucher-and-payment'),
  minors: () => import('./articles/minors'),
  terms101: () => import('./articles/terms-101'),
  quickGuide: () => import('./articles/quick-guide'),
};
