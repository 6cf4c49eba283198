import type { AppRoute } from '../../lib/app-route';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';
import { GUIDE_ARTICLES } from './guide-articles';
import { GUIDES, type GuideKey } from './guide-catalog';

const articleRoutes: AppRoute[] = (Object.keys(GUIDE_ARTICLES) as GuideKey[]).map((key) => ({
  path: paths.guide(GUIDES[key].slug),
  lazy: lazyPage(GUIDE_ARTICLES[key]),
}));

/** The information guides under /information and /actors-guide; one chunk per article. */
export const guideRoutes: AppRoute[] = [
  { path: paths.information, lazy: lazyPage(() => import('./information-page')) },
  // The actors guide is the quick guide under a second address.
  { path: paths.actorsGuide, lazy: lazyPage(GUIDE_ARTICLES.quickGuide) },
  ...articleRoutes,
];
