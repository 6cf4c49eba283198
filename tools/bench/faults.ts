// Faults benchmark of the local stack (not a test: prints figures, asserts nothing). Issue 41.
// Run: npm run bench:faults
//
// Starts a private stack (free ports, the Firestore stand-in and its faults switch), makes 20
// performers and runs them as browsers would, each from its own loopback address: a read
// (GET /performer/text-settings) every 250 ms, and now and then a write (POST /performer/support,
// from one of 3 accounts of theirs in turn, each under the route's 5 an hour)
// that carries an idempotency key and is retried with the same key on 503 (also "still being saved")
// and network errors, 3 tries 1 s then 2 s apart, as the web app does. Every request asks for
// production's deadline, 8 s from its arrival (X-Test-Deadline-Ms; test stacks otherwise allow 60 s). Meanwhile:
//   1. Firestore stalls for 20 s (the stand-in's switch: every call held, as SIGSTOP would),
//   2. then for 40 s,
//   3. then one Functions worker (the emulator's runtime process serving the API) is killed with
//      SIGKILL during a burst of writes, as a crashed instance would be.
// It prints the longest answer, the answers by status, the time to recover after each fault (from
// its end to the first 200 of a request started after it) and the writes doubled (support messages
// in the outbox per key, counted by their unique subjects) and lost (acknowledged, not stored).
// Goal (issue 41): longest ≤ 10 s, only 200/503, recovery < 1 s, 0 doubled.
// `-- --profile <dir>`: a CPU profile of every Node process of the stack from 6 s before the
// 40 s stall ends to 5 s after, written to <dir> (tools/bench/cpu-profile-on-signal.mjs).
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { MAIL_OUTBOX_COLLECTION } from '@scenecall/shared';
import { PRODUCTION_REQUEST_DEADLINE_MS, TEST_DEADLINE_HEADER } from '../../functions/src/http/deadlines';
import { IDEMPOTENCY_KEY_HEADER } from '../../functions/src/http/idempotency';
import { startStack } from '../stack/stack';
import { callApi, clientAddress } from '../testing/api';
import { apiInstances } from '../testing/api-instances';
import { stackEnv } from '../testing/stack-env';
import { adminDb, createTestUser, type TestUser } from '../testing/users';
import { profileEveryProcess, toggleStackProfiles } from './process-cpu';
import { loadNote, seconds } from './timing';

const { values: args } = parseArgs({ options: { profile: { type: 'string' } } });
/**
 * `--profile`: the profiles start this long before the 40 s stall ends (starting one blocks each
 * process 1 to 3 s at load 5 to 25, which must not overlap the release) and stop this long after.
 */
const PROFILE_LEAD_MS = 6_000;
const PROFILE_AFTER_STALL_MS = 5_000;

const USERS = 20;
const THINK_MS = 250;
/** Each performer writes this often; the support route allows 5 an hour per account. */
const WRITE_EVERY_MS = 30_000;
/**
 * A performer's writes take turns among this many accounts of theirs, so none reaches the support
 * route's 5 an hour: a write given up with a 503 spends an allowance again when retried, and the
 * bench is about faults, not about the app's (correct) 429 to a sixth message.
 */
const ACCOUNTS_PER_WRITER = 3;
const WRITE_TRIES = 3;
const WRITE_BACKOFF_MS = [1_000, 2_000];
const CLIENT_TIMEOUT_MS = 60_000;

interface Answer {
  startedAt: number;
  endedAt: number;
  status: string;
  kind: 'read' | 'write';
}
interface Write {
  uid: string;
  subject: string;
  acknowledged: boolean;
}
interface Fault {
  name: string;
  startedAt: number;
  endedAt: number;
}

const answers: Answer[] = [];
const writes: Write[] = [];
const faults: Fault[] = [];
let running = true;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const deadline = { [TEST_DEADLINE_HEADER]: String(PRODUCTION_REQUEST_DEADLINE_MS) };

async function call(kind: Answer['kind'], work: () => Promise<{ status: number }>): Promise<string> {
  const startedAt = Date.now();
  let status: string;
  try {
    const timeout = sleep(CLIENT_TIMEOUT_MS).then(() => ({ status: -1 }));
    const answer = await Promise.race([work(), timeout]);
    status = answer.status === -1 ? 'no answer in 60 s' : String(answer.status);
  } catch (error) {
    status = `network error (${(error as NodeJS.ErrnoException).code ?? 'unknown'})`;
  }
  answers.push({ startedAt, endedAt: Date.now(), status, kind });
  return status;
}

async function write(user: TestUser, from: string, n: number): Promise<void> {
  const subject = `Faults bench ${user.uid} ${n}`;
  const key = `bench-${randomUUID()}`;
  const record: Write = { uid: user.uid, subject, acknowledged: false };
  writes.push(record);
  for (let attempt = 0; attempt < WRITE_TRIES; attempt += 1) {
    const status = await call('write', () =>
      callApi('/performer/support', {
        method: 'POST',
        token: user.token,
        from,
        body: { subject, message: 'Where do we park on Friday?' },
        headers: { ...deadline, [IDEMPOTENCY_KEY_HEADER]: key },
      }),
    );
    if (status === '200') {
      record.acknowledged = true;
      return;
    }
    if (status !== '503' && !status.startsWith('network')) return;
    await sleep(WRITE_BACKOFF_MS[attempt] ?? 0);
  }
}

async function performer(accounts: readonly TestUser[], index: number): Promise<void> {
  const user = accounts[0]!;
  const from = clientAddress();
  let nextWriteAt = Date.now() + (index * WRITE_EVERY_MS) / USERS;
  let n = 0;
  while (running) {
    if (Date.now() >= nextWriteAt) {
      nextWriteAt += WRITE_EVERY_MS;
      n += 1;
      await write(accounts[n % accounts.length]!, from, n);
    } else {
      await call('read', () => callApi('/performer/text-settings', { token: user.token, from, headers: deadline }));
    }
    await sleep(THINK_MS);
  }
}

async function stall(firestoreFaults: string, ms: number, name: string, profile = false): Promise<void> {
  console.log(`  ${name}: Firestore stalls for ${ms / 1000} s`);
  const startedAt = Date.now();
  await fetch(`${firestoreFaults}/firestore`, { method: 'PUT', body: JSON.stringify({ mode: 'stall' }) });
  if (profile) {
    await sleep(ms - PROFILE_LEAD_MS);
    toggleStackProfiles();
    await sleep(PROFILE_LEAD_MS);
    setTimeout(toggleStackProfiles, PROFILE_AFTER_STALL_MS);
  } else await sleep(ms);
  const { held } = (await (await fetch(`${firestoreFaults}/firestore`)).json()) as { held: number };
  await fetch(`${firestoreFaults}/firestore`, { method: 'PUT', body: JSON.stringify({ mode: 'none' }) });
  faults.push({ name, startedAt, endedAt: Date.now() });
  console.log(`  ${name}: ${held} Firestore calls held at its end, released at ${Date.now()}`);
}

async function killWorkerMidBurst(performers: readonly (readonly TestUser[])[]): Promise<void> {
  const burst = performers.map((accounts, index) => write(accounts[0]!, clientAddress(), 1000 + index));
  await sleep(150);
  const workers = apiInstances(stackEnv().projectId);
  console.log(
    `  kill: SIGKILL to the busiest of ${workers.length} api workers (${workers[0] ?? 'none found'}), mid-burst`,
  );
  if (workers[0]) process.kill(workers[0], 'SIGKILL');
  faults.push({ name: 'killed worker', startedAt: Date.now(), endedAt: Date.now() });
  await Promise.all(burst);
}

function recoveryMs(fault: Fault): string {
  const first = answers
    .filter((answer) => answer.startedAt >= fault.endedAt && answer.status === '200')
    .sort((a, b) => a.endedAt - b.endedAt)[0];
  return first ? seconds(first.endedAt - fault.endedAt) : 'never';
}

async function doubledAndLost(): Promise<{ doubled: number; lost: number; stored: number }> {
  const subjects = new Map<string, number>();
  for (const uid of new Set(writes.map((entry) => entry.uid))) {
    const queued = await adminDb().collection(MAIL_OUTBOX_COLLECTION).where('data.uid', '==', uid).get();
    for (const doc of queued.docs) {
      const subject = String(doc.get('data.subject'));
      subjects.set(subject, (subjects.get(subject) ?? 0) + 1);
    }
  }
  const counts = writes.map((entry) => ({ entry, stored: subjects.get(entry.subject) ?? 0 }));
  return {
    doubled: counts.reduce((sum, { stored }) => sum + Math.max(0, stored - 1), 0),
    lost: counts.filter(({ entry, stored }) => entry.acknowledged && stored === 0).length,
    stored: counts.filter(({ stored }) => stored > 0).length,
  };
}

function report(): void {
  const longest = answers.reduce((max, answer) => Math.max(max, answer.endedAt - answer.startedAt), 0);
  const byStatus = new Map<string, number>();
  for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  console.log(`\nanswers: ${answers.length}; longest ${seconds(longest)}`);
  for (const [status, count] of [...byStatus].sort()) console.log(`  ${status}: ${count}`);
  for (const fault of faults) console.log(`recovery after ${fault.name}: ${recoveryMs(fault)}${afterNote(fault)}`);
  console.log('longest answers (start relative to the nearest fault before it):');
  for (const answer of [...answers].sort((a, b) => b.endedAt - b.startedAt - (a.endedAt - a.startedAt)).slice(0, 8))
    console.log(`  ${seconds(answer.endedAt - answer.startedAt)} ${answer.kind} ${answer.status} ${whenInRun(answer)}`);
}

/** Diagnostics: the first 200 of any request after the fault's end, and the statuses of the next 5 s. */
function afterNote(fault: Fault): string {
  const after = answers.filter((answer) => answer.endedAt >= fault.endedAt);
  const firstOk = after.filter((answer) => answer.status === '200').sort((a, b) => a.endedAt - b.endedAt)[0];
  const started = answers.filter((a) => a.startedAt >= fault.endedAt && a.startedAt < fault.endedAt + 5_000);
  const statuses = new Map<string, number>();
  for (const answer of started) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const list = [...statuses].map(([status, count]) => `${status} × ${count}`).join(', ');
  return ` (first 200 of any request ${firstOk ? seconds(firstOk.endedAt - fault.endedAt) : 'never'}; started in the next 5 s: ${list})`;
}

/** Where an answer's request started: relative to the start and end of the last fault begun before it. */
function whenInRun(answer: Answer): string {
  const fault = [...faults].reverse().find((entry) => entry.startedAt <= answer.startedAt);
  if (!fault) return 'before the faults';
  const fromStart = seconds(answer.startedAt - fault.startedAt);
  const fromEnd = seconds(answer.startedAt - fault.endedAt);
  return `${fault.name}: started ${fromStart} after its start, ${fromEnd} from its end`;
}

async function main(): Promise<void> {
  console.log(`bench:faults: ${USERS} performers, stalls of 20 s and 40 s, a killed Functions worker`);
  if (args.profile) await profileEveryProcess(resolve(args.profile));
  const stack = await startStack({ ports: 'free', log: (line) => console.log(`  ${line}`) });
  Object.assign(process.env, stack.env);
  try {
    const faultsUrl = stack.env.STACK_FAULTS_URL;
    if (!faultsUrl) throw new Error('This stack has no faults switch (the official emulators are in use)');
    const performers = await Promise.all(
      Array.from({ length: USERS }, () =>
        Promise.all(Array.from({ length: ACCOUNTS_PER_WRITER }, () => createTestUser({ role: 'Performer' }))),
      ),
    );
    const load = Promise.all(performers.map((accounts, index) => performer(accounts, index)));
    await sleep(10_000);
    await stall(faultsUrl, 20_000, 'stall of 20 s');
    await sleep(15_000);
    await stall(faultsUrl, 40_000, 'stall of 40 s', Boolean(args.profile));
    await sleep(15_000);
    await killWorkerMidBurst(performers);
    await sleep(15_000);
    running = false;
    await load;
    report();
    const { doubled, lost, stored } = await doubledAndLost();
    const acknowledged = writes.filter((entry) => entry.acknowledged).length;
    console.log(
      `writes: ${writes.length} actions, ${acknowledged} acknowledged, ${stored} stored, ${doubled} doubled, ${lost} lost`,
    );
    console.log(loadNote());
    if (args.profile)
      console.log(
        `CPU profiles from 6 s before to 5 s after the 40 s stall's end: ${resolve(args.profile)}/*.cpuprofile`,
      );
  } finally {
    await stack.stop();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
