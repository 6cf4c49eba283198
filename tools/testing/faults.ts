/**
 * Makes the test stack's Firestore stall or fail (tools/stack/faults.ts). Give `match`, a text only
 * this test's requests carry (its user's uid), so other files' requests go on; release in `finally`.
 */
export interface FirestoreFault {
  mode: 'stall' | 'fail';
  match: string;
}

async function setFirestoreFault(setting: { mode: 'none' | 'stall' | 'fail'; match?: string }): Promise<void> {
  const url = process.env.STACK_FAULTS_URL;
  if (!url) throw new Error('This stack has no faults control (STACK_FAULTS_URL: test stacks with the stand-in)');
  const response = await fetch(`${url}/firestore`, { method: 'PUT', body: JSON.stringify(setting) });
  if (response.status !== 204) throw new Error(`The faults control refused ${JSON.stringify(setting)}`);
}

/** How many Firestore calls the stall holds right now (to know that requests have reached it). */
export async function heldFirestoreCalls(): Promise<number> {
  const url = process.env.STACK_FAULTS_URL;
  if (!url) throw new Error('This stack has no faults control (STACK_FAULTS_URL: test stacks with the stand-in)');
  const { held } = (await (await fetch(`${url}/firestore`)).json()) as { held: number };
  return held;
}

/** True when the stack can stall its Firestore (the stand-in's test stacks). */
export const firestoreFaultsAvailable = (): boolean => Boolean(process.env.STACK_FAULTS_URL);

/** Runs `work` while Firestore calls that mention `match` stall or fail; released afterwards, whatever happens. */
export async function duringFirestoreFault<T>(fault: FirestoreFault, work: () => Promise<T>): Promise<T> {
  await setFirestoreFault(fault);
  try {
    return await work();
  } finally {
    await setFirestoreFault({ mode: 'none' });
  }
}
