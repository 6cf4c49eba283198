/**
 * The casting area (spec 2 §7 keeps the four GET paths): the performer search, the explorer's days,
 * the day view, the wizard's Confirm, performers on a role, and saved filters. Admin reaches every
 * day; a Casting user only theirs (the policies); performers none (the roles).
 */
import {
  castingIdsQuerySchema,
  castingParticipantBodySchema,
  castingSearchQuerySchema,
  createCastingDayBodySchema,
  savedFilterBodySchema,
} from '@scenecall/shared';
import { allow, route } from '../../http/route';
import { castingDayOfCaller, castingSearchScope } from './casting.policy';
import {
  addPerformer,
  createDayFromWizard,
  deleteFilter,
  listCastingDays,
  performersByIds,
  readCastingDay,
  removePerformer,
  saveFilter,
  savedFiltersOf,
  searchPerformers,
} from './casting.service';

const STAFF = ['Admin', 'Casting'] as const;
const onDay = allow(STAFF, { policy: castingDayOfCaller });
const DAY = '/casting/production-days/:id';

export const castingRoutes = [
  route({
    method: 'get',
    path: '/casting/performers/all',
    access: allow(STAFF, { policy: castingSearchScope }),
    query: castingSearchQuerySchema,
    handler: async ({ target, query }) => searchPerformers(target, query),
  }),
  route({
    method: 'get',
    path: '/casting/performers/all-by-ids',
    access: allow(STAFF),
    query: castingIdsQuerySchema,
    handler: async ({ query }) => performersByIds(query.ids),
  }),
  route({
    method: 'get',
    path: '/casting/production-days/all',
    access: allow(STAFF),
    handler: async ({ caller }) => listCastingDays(caller),
  }),
  route({
    method: 'post',
    path: '/casting/production-days',
    access: allow(STAFF),
    body: createCastingDayBodySchema,
    // Confirm creates the day and sends its availability check in one transaction (a retry with the
    // same requestId answers the same day). The answer is the day's id, as create-day answers it.
    handler: async ({ caller, body, res }) => {
      const id = await createDayFromWizard(caller, body);
      res.status(201);
      return id;
    },
  }),
  route({ method: 'get', path: DAY, access: onDay, handler: async ({ target }) => readCastingDay(target) }),
  route({
    method: 'post',
    path: `${DAY}/participants`,
    access: onDay,
    body: castingParticipantBodySchema,
    handler: async ({ caller, target, body }) => addPerformer(caller, target, body),
  }),
  route({
    method: 'delete',
    path: `${DAY}/participants/:performerId`,
    access: onDay,
    handler: async ({ target, params }) => removePerformer(target, params.performerId ?? ''),
  }),
  route({
    method: 'get',
    path: '/casting/saved-filters',
    access: allow(STAFF),
    handler: async ({ caller }) => savedFiltersOf(caller),
  }),
  route({
    method: 'post',
    path: '/casting/saved-filters',
    access: allow(STAFF),
    body: savedFilterBodySchema,
    handler: async ({ caller, body }) => saveFilter(caller, body),
  }),
  route({
    method: 'delete',
    path: '/casting/saved-filters/:filterId',
    access: allow(STAFF),
    handler: async ({ caller, params }) => deleteFilter(caller, params.filterId ?? ''),
  }),
];
