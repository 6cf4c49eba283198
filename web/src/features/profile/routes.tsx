import type { RouteObject } from 'react-router';

/** Performer area pages (mounted under the Performer guard): profile, update, test, emergency, support. */
export const performerRoutes: RouteObject[] = [];
