/**
 * Bounds work that offers no timeout of its own (the Admin SDK's Firestore, Storage and Auth calls)
 * by a deadline from http/deadlines.ts. The work is not cancelled (it cannot be): only code that may
 * give up on it safely uses this, a health probe, or an idempotent job that runs again.
 */

/** Named as an aborted fetch's, so `isDependencyUnavailable` (http/unavailable.ts) knows it. */
export class DeadlinePassedError extends Error {
  override readonly name = 'TimeoutError';
  constructor(
    readonly what: string,
    readonly ms: number,
  ) {
    super(`${what}: no answer within ${ms} ms`);
  }
}

export async function withinDeadline<T>(ms: number, what: string, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const passed = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlinePassedError(what, ms)), ms);
  });
  try {
    return await Promise.race([work(), passed]);
  } finally {
    clearTimeout(timer);
  }
}
