/**
 * A request is abandoned once nobody waits for its answer: its deadline answered 503 for it
 * (request-deadline.ts), or its client went away first. Its handler is not cancelled (a held
 * Firestore call cannot be), but when the call comes back the router stops it at its next
 * checkpoint instead of doing work whose answer is dropped: after a stall every held call comes
 * back at once, and the abandoned requests' further work would keep the live ones waiting
 * (issue 41, docs/decisions/abandoned-requests.md). A write stops only before it claims its
 * idempotency key: once claimed, it runs to the end and records its answer for the retry.
 */
import type { Response } from 'express';

const abandoned = new WeakSet<Response>();

/** Thrown at a checkpoint of an abandoned request; the error handler drops it without a word. */
export class AbandonedRequestError extends Error {
  override readonly name = 'AbandonedRequestError';
  constructor() {
    super('Nobody waits for this answer any more');
  }
}

export function markAbandoned(res: Response): void {
  abandoned.add(res);
}

/** A checkpoint: goes on unless the request was abandoned. */
export function stopIfAbandoned(res: Response): void {
  if (abandoned.has(res)) throw new AbandonedRequestError();
}
