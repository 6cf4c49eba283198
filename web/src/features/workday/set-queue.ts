/**
 * The set device's queue of unsent changes, kept in localStorage so a reload or a dead battery
 * loses nothing: every change is queued first and sent in order; when the network or the server
 * fails it stays, and is sent when the connection returns (the `online` event, or the screen's
 * retry). A change the server refuses (already wrapped, a forged code) leaves the queue with the
 * server's reason.
 */
import { create } from 'zustand';
import { announce } from '../../lib/announcer';
import { api, ApiClientError } from '../../lib/api-client';
import { isRefusal, type QueuedChange } from './queued-change';

const STORAGE_KEY = 'scenecall.set-queue';

export interface Refusal {
  id: string;
  label: string;
  message: string;
}

interface SetQueueState {
  changes: QueuedChange[];
  refusals: Refusal[];
  /**
   * Sent, and shown until the screen's read after the send has answered: without them a row went
   * back to the read's older state ("Late" after a check-in) for the read's round trip.
   */
  sent: QueuedChange[];
}

function loadChanges(): QueuedChange[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as QueuedChange[]) : [];
  } catch {
    return [];
  }
}

export const useSetQueue = create<SetQueueState>(() => ({ changes: loadChanges(), refusals: [], sent: [] }));

useSetQueue.subscribe((state, previous) => {
  if (state.changes !== previous.changes) localStorage.setItem(STORAGE_KEY, JSON.stringify(state.changes));
});

const remove = (id: string) =>
  useSetQueue.setState((state) => ({ changes: state.changes.filter((change) => change.id !== id) }));

const markSent = (sent: QueuedChange) =>
  useSetQueue.setState((state) => ({
    changes: state.changes.filter((change) => change.id !== sent.id),
    sent: [...state.sent, sent],
  }));

const forgetSent = (shown: readonly QueuedChange[]) =>
  useSetQueue.setState((state) => ({ sent: state.sent.filter((change) => !shown.includes(change)) }));

let sending: Promise<void> | undefined;
const sentListeners = new Set<() => Promise<unknown>>();

/** Called after changes reached the server: the screen reads again, and resolves once that read has answered. */
export function onChangesSent(listener: () => Promise<unknown>): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

async function sendInOrder(): Promise<void> {
  const sent: QueuedChange[] = [];
  for (let next = useSetQueue.getState().changes[0]; next; next = useSetQueue.getState().changes[0]) {
    try {
      // Its event id is its Idempotency-Key too: a send after the client's retries ran out is the same change.
      await api.post(next.path, next.body, { idempotencyKey: next.id });
      markSent(next);
      sent.push(next);
    } catch (error) {
      if (!(error instanceof ApiClientError) || !isRefusal(error.status)) break;
      const refused = next;
      remove(refused.id);
      useSetQueue.setState((state) => ({
        refusals: [...state.refusals, { id: refused.id, label: refused.label, message: error.message }],
      }));
      announce(`${refused.label}: ${error.message}`);
    }
  }
  if (sent.length === 0) return;
  void Promise.allSettled([...sentListeners].map((listener) => listener())).then(() => forgetSent(sent));
}

/** Sends what is queued, one change at a time (never two sends at once). */
export function sendQueued(): Promise<void> {
  sending ??= sendInOrder().finally(() => {
    sending = undefined;
  });
  return sending;
}

/** Queues a change and tries to send it at once. */
export function queueChange(change: QueuedChange): void {
  useSetQueue.setState((state) => ({ changes: [...state.changes, change] }));
  void sendQueued();
}

export const dismissRefusal = (id: string) =>
  useSetQueue.setState((state) => ({ refusals: state.refusals.filter((refusal) => refusal.id !== id) }));

if (typeof window !== 'undefined') window.addEventListener('online', () => void sendQueued());
