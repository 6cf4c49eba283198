import type { RouteObject } from 'react-router';

/** Public account pages: registration, verification, verify, login. */
export const authRoutes: RouteObject[] = [];
