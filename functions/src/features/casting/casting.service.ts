/**
 * Casting: the performer search, the explorer's days, the day view, the wizard's Confirm, and
 * adding or removing performers on a role. Every performer in an answer goes through
 * `toCastingPerformer` (the casting view), built from the user index (no extra reads).
 */
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_DAY_RATE_TEXT,
  DEFAULT_LATE_GRACE_MINUTES,
  DEFAULT_SHUTTLE,
  MAX_SAVED_FILTERS,
  MAX_WIZARD_PERFORMERS,
  agencyToday,
  dateTripleOf,
  isCastingOpen,
  roleDisplayName,
  takenSlots,
  toCastingPerformer,
  type CastingDayGroups,
  type CastingDaySummary,
  type CastingDayView,
  type CastingParticipantBody,
  type CastingPerformer,
  type CastingRoleView,
  type CastingSearchPage,
  type CastingSearchQuery,
  type CreateCastingDayBody,
  type ProductionDayRecord,
  type SavedFilter,
  type SavedFilterBody,
  guardianConsentAllows,
  NO_GUARDIAN_CONSENT,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import {
  actorOf,
  findDay,
  listDaySummariesOfCasting,
  type StoredDay,
  type StoredDaySummary,
  logDayCreated,
  prepareDay,
  unsavedProject,
  findProject,
  type StoredProject,
} from '../projects';
import {
  BookingWork,
  askNewDay,
  contextOf,
  selectPerformer,
  unselectPerformer,
  answeredBefore,
  runBooking,
  listParticipantsOfDay,
  startDay,
} from '../bookings';
import { currentUserIndex, type UserIndex } from '../users';
import {
  castingPoolOf,
  decodeCursor,
  isCastable,
  isHidden,
  NO_SCOPE,
  pageOf,
  type CastingScope,
} from './casting-search';
import { reachableProject, type SearchScopeTarget } from './casting.policy';
import { changeSavedFilters, listSavedFilters } from './saved-filters.repository';

const blacklistOf = (project: StoredProject | null) => new Set(Object.keys(project?.record.blacklist ?? {}));

function scopeOf(target: SearchScopeTarget, project: StoredProject | null, query: CastingSearchQuery): CastingScope {
  if (target.day) {
    const { record } = target.day;
    return {
      participantRoles: record.participantRoles,
      roleId: query.roleId ?? null,
      dates: new Set(record.dates),
      blacklist: blacklistOf(project),
    };
  }
  return { ...NO_SCOPE, dates: new Set(query.dates ?? []), blacklist: blacklistOf(project) };
}

const cardOf = (index: UserIndex, id: string, today: string): CastingPerformer | undefined => {
  const entry = index.get(id);
  return entry && entry.role === 'Performer' ? toCastingPerformer(id, entry.profile, today) : undefined;
};

/** GET /casting/performers/all: one page of activated performers matching the filters, hidden ones left out. */
export async function searchPerformers(
  target: SearchScopeTarget,
  query: CastingSearchQuery,
): Promise<CastingSearchPage> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !after) {
    throw new ApiError('validation-failed', 'The page cursor is not valid', [
      { field: 'cursor', message: 'is not valid' },
    ]);
  }
  // The day's project (its blacklist) is read beside the index's refresh.
  const [index, project] = await Promise.all([
    currentUserIndex(),
    target.day ? findProject(target.day.record.projectId) : Promise.resolve(target.project),
  ]);
  const today = agencyToday();
  const pool = castingPoolOf(index, today);
  const page = pageOf(pool, query, scopeOf(target, project ?? null, query), after);
  return {
    performers: page.items.map(({ entry }) => toCastingPerformer(entry.uid, entry.profile, today)),
    nextCursor: page.nextCursor,
    ageBounds: pool.ageBounds,
  };
}

/**
 * GET /casting/performers/all-by-ids: the cards of these performers, in the order asked. Only those
 * the search could find (activated, enabled): unknown ids and everyone else are left out.
 */
export async function performersByIds(ids: readonly string[]): Promise<CastingPerformer[]> {
  const index = await currentUserIndex();
  const today = agencyToday();
  return [...new Set(ids)].flatMap((id) => {
    const entry = index.get(id);
    return entry && isCastable(entry) ? [toCastingPerformer(id, entry.profile, today)] : [];
  });
}

function roleViews(record: Pick<ProductionDayRecord, 'roles'>): CastingRoleView[] {
  return record.roles.map((role) => ({
    id: role.id,
    name: roleDisplayName(role),
    isSSE: role.isSSE,
    max: role.slots,
    available: role.counts.available,
    taken: takenSlots(role.counts),
    counts: role.counts,
  }));
}

function summaryOf({ id, record }: StoredDaySummary): CastingDaySummary {
  const sum = (count: 'available' | 'booked') => record.roles.reduce((total, role) => total + role.counts[count], 0);
  return {
    id,
    projectId: record.projectId,
    production: record.production,
    title: record.title,
    dates: record.dates,
    date: dateTripleOf(record.firstDate),
    location: record.location,
    status: record.status,
    roles: roleViews(record),
    availableParticipants: sum('available'),
    confirmedParticipants: sum('booked'),
    // Commission invoices are per performer and per booking; the booking loop fills this in.
    invoiceRequestedParticipants: 0,
  };
}

/** GET /casting/production-days/all: the caller's days (Admin: all), one array per production, latest production first. */
export async function listCastingDays(caller: Caller): Promise<CastingDayGroups> {
  const days = await listDaySummariesOfCasting(caller.role === 'Admin' ? null : caller.uid);
  const groups = new Map<string, CastingDaySummary[]>();
  // Days come latest first, so productions come in the order of their latest day.
  for (const day of days) {
    const group = groups.get(day.record.projectId) ?? [];
    group.push(summaryOf(day));
    groups.set(day.record.projectId, group);
  }
  return [...groups.values()].map((group) => group.reverse());
}

/** GET /casting/production-days/{id}: the day, its roles and its participants as casting cards. */
export async function readCastingDay(day: StoredDay): Promise<CastingDayView> {
  const [participants, index] = await Promise.all([listParticipantsOfDay(day.id), currentUserIndex()]);
  const today = agencyToday();
  const roles = new Map(day.record.roles.map((role) => [role.id, role]));
  const { record } = day;
  return {
    ...summaryOf(day),
    union: record.union,
    exterior: record.exterior,
    selfDriveOnly: record.selfDriveOnly,
    notes: record.notes,
    bookingMode: record.bookingMode,
    castingOpen: isCastingOpen(record.status),
    participants: participants
      .filter((participant) => participant.status !== 'blacklisted')
      .map((participant) => {
        const performer =
          cardOf(index, participant.performerId, today) ?? toCastingPerformer(participant.performerId, null, today);
        const role = roles.get(participant.roleId);
        return {
          id: participant.performerId,
          roleId: participant.roleId,
          role: role ? roleDisplayName(role) : '',
          unionStatus: performer.unionStatus,
          status: participant.status,
          draftCallTime: participant.draftCallTime?.time ?? null,
          finalCallTime: participant.finalCallTime?.time ?? null,
          commissionPaid: participant.commissionPaid,
          performer,
        };
      })
      .sort((a, b) => a.performer.name.localeCompare(b.performer.name) || (a.id < b.id ? -1 : 1)),
  };
}

/** Refuses performers who are not activated performers or whom the day's rules hide. */
function checkCastable(index: UserIndex, performerIds: readonly string[], scope: CastingScope): void {
  const withoutGuardian = performerIds.some((id) => {
    const entry = index.get(id);
    return (
      entry &&
      !guardianConsentAllows({ dateOfBirth: entry.profile.dateOfBirth, guardianConsent: entry.guardianConsent })
    );
  });
  if (withoutGuardian) throw new ApiError('conflict', NO_GUARDIAN_CONSENT);
  const refused = performerIds.filter((id) => {
    const entry = index.get(id);
    return !entry || !isCastable(entry) || isHidden(entry, scope);
  });
  if (refused.length > 0) {
    throw new ApiError(
      'conflict',
      refused.length === 1
        ? 'This performer can no longer be cast for this day'
        : `${refused.length} of the selected performers can no longer be cast for this day`,
    );
  }
}

async function productionOf(caller: Caller, production: CreateCastingDayBody['details']['production']) {
  if ('projectId' in production) return reachableProject(caller, production.projectId);
  if (caller.role !== 'Casting') {
    throw new ApiError('validation-failed', 'Choose an existing production: a new one belongs to a casting account', [
      { field: 'details.production', message: 'Choose an existing production' },
    ]);
  }
  return undefined;
}

export interface ConfirmOptions {
  /** False: the day stays in Draft with its performers selected, not asked (the demo data's days). */
  ask?: boolean;
  /** The one test seam: a failure injected between the day and its requests. */
  afterDayStarted?: () => void;
}

/**
 * The wizard's Confirm, one transaction: the day with its roles and selected performers, in an
 * existing project of the caller or a new one, the availability check of its performers (by the
 * proposed deadline) and their e-mails are written together or not at all. With an idempotency
 * key (the wizard sends one per run), the key's answer is stored in that transaction, so a retried
 * Confirm answers the day of the first and creates nothing. Answers the day's id.
 */
export async function createDayFromWizard(
  caller: Caller,
  body: CreateCastingDayBody,
  { ask = true, afterDayStarted }: ConfirmOptions = {},
): Promise<string> {
  const key = body.requestId === undefined ? undefined : `${caller.uid}_${body.requestId}`;
  const earlier = key === undefined ? undefined : await answeredBefore(key);
  if (earlier !== undefined) return earlier;
  const existing = await productionOf(caller, body.details.production);
  const index = await currentUserIndex();
  const scope: CastingScope = {
    ...NO_SCOPE,
    dates: new Set(body.details.dates),
    blacklist: blacklistOf(existing ?? null),
  };
  checkCastable(
    index,
    body.participants.map((participant) => participant.performerId),
    scope,
  );
  const { details } = body;
  const newName = 'newProjectName' in details.production ? details.production.newProjectName : '';
  const project: StoredProject = existing ?? unsavedProject(caller, newName);
  const day = await prepareDay(
    caller,
    project,
    {
      title: details.title && details.title !== '' ? details.title : project.record.name,
      dates: details.dates,
      location: details.location,
      shuttle: DEFAULT_SHUTTLE,
      rate: DEFAULT_DAY_RATE_TEXT,
      requiredDocuments: '',
      notes: details.notes,
      union: details.union,
      exterior: details.exterior,
      selfDriveOnly: details.selfDriveOnly,
      lateGraceMinutes: DEFAULT_LATE_GRACE_MINUTES,
      roles: body.roles,
    },
    body.participants,
    { bookingMode: body.bookingMode, projectIsNew: !existing },
  );
  const outcome = await runBooking(async (reads, now) => {
    const answered = key === undefined ? undefined : await reads.answered(key);
    if (answered !== undefined) return { result: { dayId: answered, created: false } };
    await startDay(reads, day);
    afterDayStarted?.();
    const work = new BookingWork(reads, contextOf(caller, now), MAX_WIZARD_PERFORMERS);
    const asked = ask && body.participants.length > 0 ? await askNewDay(work, day.id, details.dates) : undefined;
    const remembered = key === undefined ? {} : { answer: { key, value: day.id } };
    return { ...(asked ?? work.plan(undefined)), ...remembered, result: { dayId: day.id, created: true } };
  });
  if (!outcome.created) return outcome.dayId;
  logDayCreated(caller, day);
  logEvent('casting.day_created', { dayId: day.id, mode: body.bookingMode, performers: body.participants.length });
  return day.id;
}

const ADD_REFUSALS = {
  'day-missing': () => new ApiError('not-found', 'Production day not found'),
  'day-closed': () => new ApiError('conflict', 'This day is closed: performers can no longer be added'),
  'role-missing': () =>
    new ApiError('validation-failed', 'This role is not a role of the day', [
      { field: 'roleId', message: 'is not a role of the day' },
    ]),
  'role-full': () => new ApiError('conflict', 'This role is full'),
  'on-this-role': () => new ApiError('conflict', 'This performer is already on this role'),
  'on-another-role': () => new ApiError('conflict', 'This performer is already on another role of this day'),
  'no-guardian-consent': () => new ApiError('conflict', NO_GUARDIAN_CONSENT),
} as const;

function checkOpen(day: StoredDay): void {
  if (!isCastingOpen(day.record.status)) {
    throw new ApiError(
      'conflict',
      `This day is ${day.record.status.toLowerCase()}: its performers can no longer change here`,
    );
  }
}

/** POST /casting/production-days/{id}/participants: a performer onto a role, within its candidate limit. */
export async function addPerformer(
  caller: Caller,
  day: StoredDay,
  body: CastingParticipantBody,
): Promise<CastingDayView> {
  checkOpen(day);
  const [index, project] = [await currentUserIndex(), await reachableProject(caller, day.record.projectId)];
  // Already on the day: the transaction below answers which role they are on.
  if (day.record.participantRoles[body.performerId] === undefined) {
    checkCastable(index, [body.performerId], {
      ...NO_SCOPE,
      dates: new Set(day.record.dates),
      blacklist: blacklistOf(project),
    });
  }
  const outcome = await selectPerformer(
    day.id,
    body.performerId,
    body.roleId,
    { ...actorOf(caller), now: new Date() },
    { withinLimit: true },
  );
  if (!outcome.ok) throw ADD_REFUSALS[outcome.reason]();
  logEvent('casting.performer_added', { dayId: day.id, roleId: body.roleId });
  return readCastingDay((await findDay(day.id)) ?? day);
}

/** DELETE /casting/production-days/{id}/participants/{performerId}: a selection undone, until the day is booked. */
export async function removePerformer(day: StoredDay, performerId: string): Promise<CastingDayView> {
  checkOpen(day);
  const outcome = await unselectPerformer(day.id, performerId);
  if (!outcome.ok) {
    throw outcome.reason === 'missing'
      ? new ApiError('not-found', 'This performer is not on this day')
      : new ApiError('conflict', 'This performer is booked: cancel the booking instead');
  }
  logEvent('casting.performer_removed', { dayId: day.id });
  return readCastingDay((await findDay(day.id)) ?? day);
}

export const savedFiltersOf = (caller: Caller): Promise<SavedFilter[]> => listSavedFilters(caller.uid);

/** Saves a named filter (a filter of the same name is replaced). */
export async function saveFilter(caller: Caller, body: SavedFilterBody): Promise<SavedFilter[]> {
  await changeSavedFilters(caller.uid, (filters) => {
    const same = Object.values(filters).find((filter) => filter.name.toLowerCase() === body.name.toLowerCase());
    if (!same && Object.keys(filters).length >= MAX_SAVED_FILTERS) {
      throw new ApiError('conflict', `At most ${MAX_SAVED_FILTERS} saved filters: delete one first`);
    }
    const id = same?.id ?? `filter-${randomBytes(6).toString('hex')}`;
    return { ...filters, [id]: { id, name: body.name, query: body.query, savedAt: new Date().toISOString() } };
  });
  return listSavedFilters(caller.uid);
}

export async function deleteFilter(caller: Caller, id: string): Promise<SavedFilter[]> {
  await changeSavedFilters(caller.uid, (filters) => {
    if (!filters[id]) throw new ApiError('not-found', 'Saved filter not found');
    return Object.fromEntries(Object.entries(filters).filter(([key]) => key !== id));
  });
  return listSavedFilters(caller.uid);
}
