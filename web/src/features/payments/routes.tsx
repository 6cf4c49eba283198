import type { RouteObject } from 'react-router';

/** Commission payment pages (mounted under the Performer guard). */
export const paymentRoutes: RouteObject[] = [];
