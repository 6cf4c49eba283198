/**
 * /project/{id}/day/{dayId}/set: the set screen of a production day, for its Casting owner and
 * Admins, on a phone or tablet. Every booked performer with photo, role and state; counts per role;
 * search by name; check-in by scanned code or by name, confirmed (a newcomer's first day marked); meals, wraps and bulk actions; the voucher;
 * finishing the day. Check-ins, meals and wraps are queued on the device and sent when they can be
 * (set-queue.ts), the number unsent always in sight.
 */
import {
  AGENCY_ZONE_NAME,
  agencyTimeOf,
  agencyToday,
  datesStillOnSet,
  formatDateForPeople,
  formatTimeOfDay,
  SET_DATE_ENDS_NEXT_MORNING_AT,
  setDateAt,
  type SetScreenPerson,
  type SetScreenView,
} from '@scenecall/shared';
import { Alert, Box, Button, Container, Link, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { StaffNavBar } from '../../components/staff-nav-bar';
import { paths } from '../../config/paths';
import { afterNextPaintWhenIdle } from '../../lib/after-paint';
import { announce } from '../../lib/announcer';
import { api, ApiClientError } from '../../lib/api-client';
import { dayApiPath, setScreenKey, useSetScreen } from './api';
import { CheckInConfirmation, checkInMessage, type CheckedIn } from './check-in-confirmation';
import { MinorHoursAlert, timeLeftOf, wrapPastLimit } from './minor-hours';
import { PersonRow } from './person-row';
import { shownState, type OnSetKind, type QueuedChange } from './queued-change';
import { RoleCounts } from './role-counts';
import { SearchByName } from './search-by-name';
import { bulkChange, personChange, scanChange, type SetDay } from './set-actions';
import { onChangesSent, queueChange, sendQueued, useSetQueue } from './set-queue';
import { SyncBar } from './sync-bar';
import { useLiveSetScreen } from './use-live-set';

const loadDialogs = () => import('./set-dialogs');
const ScannerDialog = lazy(async () => ({ default: (await loadDialogs()).ScannerDialog }));
const MealForAllDialog = lazy(async () => ({ default: (await loadDialogs()).MealForAllDialog }));
const WrapRoleDialog = lazy(async () => ({ default: (await loadDialogs()).WrapRoleDialog }));
const WrapPastLimitDialog = lazy(async () => ({ default: (await loadDialogs()).WrapPastLimitDialog }));
const FinishDayDialog = lazy(async () => ({ default: (await loadDialogs()).FinishDayDialog }));
const VoucherDialog = lazy(async () => ({ default: (await loadDialogs()).VoucherDialog }));

/** Once the screen has painted its day: the dialogs' code is then on the device before a signal drops. */
function useDialogsFetchedOnceShown(shown: boolean) {
  useEffect(() => {
    if (shown)
      void afterNextPaintWhenIdle()
        .then(loadDialogs)
        .catch(() => undefined);
  }, [shown]);
}

const RETRY_MS = 10_000;
const LATE_CHECK_MS = 15_000;

type Open =
  { kind: 'scan' | 'meal' | 'wrap' | 'finish' } | { kind: 'voucher' | 'past-limit'; performerId: string } | undefined;

/** Sends what the device kept (now, every few seconds, and when the connection returns) and refreshes after. */
function useQueueSending(dayId: string) {
  const client = useQueryClient();
  useEffect(() => {
    const stop = onChangesSent(() => client.invalidateQueries({ queryKey: setScreenKey(dayId) }));
    void sendQueued();
    const timer = window.setInterval(() => {
      if (useSetQueue.getState().changes.length > 0) void sendQueued();
    }, RETRY_MS);
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [client, dayId]);
}

/** The device's clock, read again every so often: performers turn late without a server read. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The date on set by the device's clock (shared `setDateAt`: today's, a night shoot's until 06:00),
 * null when the day is not on set today; the read is refreshed when it showed another date.
 */
function useSetDate(view: SetScreenView | undefined, dayId: string, now: number): string | null {
  const client = useQueryClient();
  const setDate = useMemo(
    () =>
      view
        ? setDateAt(view.dates, new Date(now), datesStillOnSet(view.people.flatMap((person) => person.vouchers)))
        : null,
    [view, now],
  );
  const shownDate = view?.date;
  useEffect(() => {
    if (setDate && shownDate && setDate !== shownDate) void client.invalidateQueries({ queryKey: setScreenKey(dayId) });
  }, [client, dayId, setDate, shownDate]);
  return setDate;
}

/** What a day not on set today says instead of its actions: its dates. */
function NotOnSetToday({ dates }: { dates: readonly string[] }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="not-on-set">
      <Typography component="h2" sx={{ fontWeight: 600 }}>
        Not on set today
      </Typography>
      This day works on {dates.map(formatDateForPeople).join('; ')}. Check-ins, meals and wraps are recorded on the date
      itself, until {formatTimeOfDay(SET_DATE_ENDS_NEXT_MORNING_AT)} the next morning ({AGENCY_ZONE_NAME}).
    </Alert>
  );
}

function useShownPeople(view: SetScreenView | undefined, dayId: string, now: number) {
  const changes = useSetQueue((state) => state.changes);
  const sent = useSetQueue((state) => state.sent);
  return useMemo(() => {
    const ofDay = (change: QueuedChange) => change.dayId === dayId;
    const [unsent, sentNotRead] = [changes.filter(ofDay), sent.filter(ofDay)];
    return (view?.people ?? []).map((person) => ({ person, ...shownState(person, unsent, now, sentNotRead) }));
  }, [view, changes, sent, dayId, now]);
}

/** After a row's button is pressed its buttons change: the focus goes on to the row's first one. */
const focusRow = (performerId: string) =>
  window.requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-testid="person-${performerId}"] button`)?.focus(),
  );

export default function SetScreenPage() {
  const { id = '', dayId = '' } = useParams();
  const [live, setLive] = useState(false);
  const screen = useSetScreen(id, dayId, live);
  const followed = useLiveSetScreen(id, dayId, screen.data !== undefined);
  useEffect(() => setLive(followed), [followed]);
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>();
  const [search, setSearch] = useState('');
  const [finishError, setFinishError] = useState<string>();
  const [checkedIn, setCheckedIn] = useState<CheckedIn>();
  useQueueSending(dayId);
  useDialogsFetchedOnceShown(screen.data !== undefined);
  const now = useNow(LATE_CHECK_MS);
  const shown = useShownPeople(screen.data, dayId, now);
  const view = screen.data;
  const setDate = useSetDate(view, dayId, now);
  const day: SetDay = { projectId: id, dayId, date: setDate ?? view?.date ?? '' };
  const recording = setDate ? 'on-set' : view && view.date <= agencyToday(new Date(now)) ? 'correction' : 'none';
  const roleName = (roleId: string) => view?.roles.find((role) => role.id === roleId)?.name ?? '';
  const close = () => setOpen(undefined);
  const refresh = () => client.invalidateQueries({ queryKey: setScreenKey(dayId) });

  const act = (person: SetScreenPerson, kind: OnSetKind, overLimitReason?: string) => {
    const time = agencyTimeOf(Date.now());
    if (kind === 'wrap' && !overLimitReason && wrapPastLimit(person, day.date, time))
      return setOpen({ kind: 'past-limit', performerId: person.performerId });
    const change = personChange(day, person, kind, time, overLimitReason);
    queueChange(change);
    if (kind === 'check-in') setCheckedIn(person);
    announce(kind === 'check-in' ? checkInMessage(person) : change.label);
    focusRow(person.performerId);
  };
  const scanned = (code: string) => {
    const change = scanChange(day, code, agencyTimeOf(Date.now()), undefined);
    const person = view?.people.find((candidate) => change.performerIds.includes(candidate.performerId));
    queueChange({ ...change, label: person ? `Check in ${person.name}` : change.label });
    setCheckedIn(person);
    announce(person ? checkInMessage(person) : 'Check-in code read');
  };
  const onSet = (roleId?: string) =>
    shown
      .filter((entry) => entry.state === 'checked-in' && (!roleId || entry.person.roleId === roleId))
      .map((entry) => entry.person);
  const mealForAll = (start: string, end: string) => {
    queueChange(
      bulkChange(
        day,
        onSet(),
        [
          { kind: 'start-meal', time: start },
          { kind: 'end-meal', time: end },
        ],
        'Meal for all',
      ),
    );
    announce('Meal for all recorded');
    close();
  };
  const wrap = (roleId: string | undefined, time: string) => {
    const label = roleId ? `Wrap everyone in ${roleName(roleId)}` : 'Wrap everyone on set';
    queueChange(bulkChange(day, onSet(roleId), [{ kind: 'wrap', time }], label));
    announce(label);
    close();
  };
  const finish = async () => {
    try {
      const answer = await api.post<{ noShows: string[] }>(`${dayApiPath(id, dayId)}/finish`, { date: day.date });
      announce(`Day finished: ${answer.noShows.length} marked no-show`);
      setFinishError(undefined);
      close();
      await refresh();
    } catch (error) {
      setFinishError(error instanceof ApiClientError ? error.message : 'The day could not be finished');
    }
  };

  const needle = search.trim().toLowerCase();
  const listed = shown.filter((entry) => entry.person.name.toLowerCase().includes(needle));
  const voucherOf =
    open?.kind === 'voucher' ? view?.people.find((person) => person.performerId === open.performerId) : undefined;
  const pastLimitOf =
    open?.kind === 'past-limit' ? view?.people.find((person) => person.performerId === open.performerId) : undefined;
  const timesLeft = new Map(
    shown.flatMap(({ person }) => {
      const left = timeLeftOf(person, day.date, now);
      return left ? [[person.performerId, left] as const] : [];
    }),
  );
  const warned = shown.flatMap(({ person }) => {
    const left = timesLeft.get(person.performerId);
    return left && left.state !== 'within' ? [{ person, left }] : [];
  });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 1, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <StaffNavBar />
      <Link
        component={RouterLink}
        to={paths.project.day(id, dayId)}
        sx={{ display: 'inline-block', mt: { xs: 1, sm: 2 } }}
      >
        Back to the day
      </Link>
      {/* Compact on a phone: the performers start within its first screen (issue 37, item 13). */}
      <Typography component="h1" variant="h4" sx={{ mt: 1, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        Set screen
      </Typography>
      <Typography
        sx={{ mb: { xs: 1, sm: 2 }, minHeight: '3em', fontSize: { xs: '0.875rem', sm: '1rem' } }}
        color="text.secondary"
      >
        {view
          ? `${view.title} · ${setDate ? `on set ${formatDateForPeople(setDate)}` : 'not on set today'} · late after call + ${view.lateGraceMinutes} min · ${AGENCY_ZONE_NAME}`
          : ''}
      </Typography>
      <SyncBar dayId={dayId} />
      {screen.error && !view && <Alert severity="error">{screen.error.message}</Alert>}
      {!view && !screen.error && (
        <Box sx={{ minHeight: '60vh' }}>
          <PageLoading label="Loading the set screen" />
        </Box>
      )}
      {view && (
        <>
          {setDate ? (
            // Two by two on a phone: the performers start within its first screen (issue 37, item 13).
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, max-content)' },
                gap: 1,
                mb: 2,
              }}
            >
              <Button variant="contained" onClick={() => setOpen({ kind: 'scan' })}>
                Scan check-in code
              </Button>
              <Button variant="outlined" onClick={() => setOpen({ kind: 'meal' })}>
                Meal for all
              </Button>
              <Button variant="outlined" onClick={() => setOpen({ kind: 'wrap' })}>
                Wrap a role
              </Button>
              <Button variant="outlined" color="error" onClick={() => setOpen({ kind: 'finish' })}>
                Finish the day
              </Button>
            </Box>
          ) : (
            <>
              <NotOnSetToday dates={view.dates} />
              {recording === 'correction' && (
                <Button variant="outlined" color="error" sx={{ mb: 2 }} onClick={() => setOpen({ kind: 'finish' })}>
                  Finish the day
                </Button>
              )}
            </>
          )}
          <CheckInConfirmation checkedIn={checkedIn} />
          <MinorHoursAlert warned={warned} />
          <RoleCounts
            roles={view.roles}
            people={shown.map((entry) => ({
              roleId: entry.person.roleId,
              state: entry.state,
              firstDay: entry.person.firstDay,
            }))}
          />
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Performers
          </Typography>
          <SearchByName value={search} onChange={setSearch} />
          {listed.length === 0 && (
            <Typography>No booked performer{needle ? ' has that name' : ' on this day'}.</Typography>
          )}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {listed.map(({ person, state, unsent }) => (
              <PersonRow
                key={person.performerId}
                person={person}
                roleName={roleName(person.roleId)}
                state={state}
                unsent={unsent}
                date={day.date}
                recording={recording}
                left={timesLeft.get(person.performerId)}
                onAct={act}
                onVoucher={(chosen) => setOpen({ kind: 'voucher', performerId: chosen.performerId })}
              />
            ))}
          </Box>
          <Suspense fallback={null}>
            {open?.kind === 'scan' && <ScannerDialog onClose={close} onCode={scanned} checkedIn={checkedIn} />}
            {open?.kind === 'meal' && <MealForAllDialog onClose={close} onMeal={mealForAll} />}
            {open?.kind === 'wrap' && <WrapRoleDialog roles={view.roles} onClose={close} onWrap={wrap} />}
            {open?.kind === 'finish' && (
              <FinishDayDialog onClose={close} onFinish={() => void finish()} error={finishError} />
            )}
            {pastLimitOf?.minorLimit && (
              <WrapPastLimitDialog
                name={pastLimitOf.name}
                maxHours={pastLimitOf.minorLimit.maxHours}
                onClose={close}
                onWrap={(reason) => {
                  close();
                  act(pastLimitOf, 'wrap', reason);
                }}
              />
            )}
            {voucherOf && (
              <VoucherDialog
                day={day}
                card={view.card}
                hasFitting={view.hasFitting ?? false}
                person={voucherOf}
                onClose={close}
                onSaved={() => {
                  announce('Voucher saved');
                  close();
                  void refresh();
                }}
              />
            )}
          </Suspense>
        </>
      )}
    </Container>
  );
}
