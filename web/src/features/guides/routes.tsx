import type { RouteObject } from 'react-router';

/** The information guides under /information and /actors-guide. */
export const guideRoutes: RouteObject[] = [];
