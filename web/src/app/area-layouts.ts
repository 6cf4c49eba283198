/**
 * The layout route each signed-in area's pages render in, when it has one: the performer's shows a
 * suspended or deactivated account's notice and leads a refused page to the commissions (issue 40).
 * Its code is in the area's chunk; only the query client it reads through loads beside the page.
 */
import type { AppRoute } from '../lib/app-route';
import type { AreaId } from './area-routes';
import { PerformerFrame } from './performer-frame';

export const areaLayouts: Partial<Record<AreaId, NonNullable<AppRoute['lazy']>>> = {
  performer: async () => {
    const { withQueryClient } = await import('../lib/query-provider');
    return { Component: withQueryClient(PerformerFrame) };
  },
};
