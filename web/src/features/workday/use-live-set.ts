/**
 * The set screen live between devices: while the screen is open and online it keeps one changes
 * request waiting on the server (a long poll, `…/set/changes`), puts the vouchers and bookings it
 * answers into the screen's query data (a rush call or a new grace: it reads the day again) and
 * asks again. Offline, or after a failure, it pauses; the screen's periodic refresh covers the gap.
 */
import { setScreenCursor, withSetChanges, type SetChangesView, type SetScreenView } from '@scenecall/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readSetChanges, setScreenKey } from './api';

const PAUSE_AFTER_FAILURE_MS = 5_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      resolve();
    });
  });

const untilOnline = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      resolve();
    };
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
  });

function applyChanges(client: QueryClient, dayId: string, changes: SetChangesView): void {
  const view = client.getQueryData<SetScreenView>(setScreenKey(dayId));
  const next = view && withSetChanges(view, changes);
  if (next) client.setQueryData(setScreenKey(dayId), next);
  else void client.invalidateQueries({ queryKey: setScreenKey(dayId) });
}

interface Follow {
  client: QueryClient;
  projectId: string;
  dayId: string;
  signal: AbortSignal;
  onLive: (live: boolean) => void;
}

async function follow({ client, projectId, dayId, signal, onLive }: Follow): Promise<void> {
  let cursor = '';
  while (!signal.aborted) {
    const view = client.getQueryData<SetScreenView>(setScreenKey(dayId));
    if (!navigator.onLine || !view) {
      onLive(false);
      await (navigator.onLine ? pause(PAUSE_AFTER_FAILURE_MS, signal) : untilOnline(signal));
      continue;
    }
    const seen = setScreenCursor(view);
    if (seen > cursor) cursor = seen;
    try {
      const answer = await readSetChanges(projectId, dayId, cursor, signal);
      onLive(true);
      cursor = answer.cursor;
      const changed = answer.vouchers.length > 0 || answer.bookings.length > 0;
      if (changed || answer.lateGraceMinutes !== view.lateGraceMinutes) applyChanges(client, dayId, answer);
    } catch {
      onLive(false);
      await pause(PAUSE_AFTER_FAILURE_MS, signal);
    }
  }
}

/** Follows the day's changes while `ready` (the screen has its data); answers whether it is live. */
export function useLiveSetScreen(projectId: string, dayId: string, ready: boolean): boolean {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const stop = new AbortController();
    void follow({ client, projectId, dayId, signal: stop.signal, onLive: setLive });
    return () => stop.abort();
  }, [client, projectId, dayId, ready]);
  return live;
}
