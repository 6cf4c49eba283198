/** Asks the test stack's worker (tools/stack/worker.ts) to run now rather than waiting for its timer. */

/**
 * Delivers the e-mail queued so far: resolves once a delivery run that started after this call has
 * ended. Does nothing where the worker takes no requests (a stack started without a control port,
 * or the official Firestore emulator, whose trigger delivers new e-mail as it is queued).
 */
export async function deliverQueuedMailNow(): Promise<void> {
  await runWorkerLoop('new-mail');
}

/** One run of a worker loop (`new-mail` or a job's name); false when the worker has no such loop or takes no requests. */
export async function runWorkerLoop(name: string): Promise<boolean> {
  const url = process.env.STACK_WORKER_URL;
  if (!url) return false;
  const response = await fetch(`${url}/run/${name}`, { method: 'POST' });
  return response.status === 204;
}
