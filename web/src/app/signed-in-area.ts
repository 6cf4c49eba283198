/**
 * What a signed-in area needs before any of its pages, in one chunk: the role guard and the areas'
 * route tables. Both are needed on the way into an area, and on a phone's connection each chunk
 * fetched on that way costs a round trip. Public pages never load it.
 */
export { RequireRole } from '../components/require-role';
export { areaRoutes, type AreaId } from './area-routes';
export { areaLayouts } from './area-layouts';
