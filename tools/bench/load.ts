// Load benchmark of the local stack (not a test: prints figures, asserts nothing).
// Run: npm run bench:load [-- --duration 300] [--users 50] [--days 86] [--attach] [--route <text>]
//   [--profile <dir>]
//
// Simulates mixed users through Hosting, as browsers would, each calling from its own loopback
// address (127.66.x.y, so per-address limits and connections are per user): performers (7 in 10)
// open their profile, bookings, availability and commissions; casting users (2 in 10) list their
// production days, run searches and open a day; admins (1 in 10) page the users list and search
// it. Each user waits 250 ms between its requests. After one warm-up request per route (a cold
// instance's first answers are bench:admin's and bench:casting's business), it runs for
// `--duration` seconds (default 300, at most 1800) and at most 200 requests a second in all, then
// prints requests/s, errors and p50/p95/p99 per route, the load average, and the CPU each process
// of the stack spent per request (on a shared machine latencies follow the load; CPU per request
// is the figure to compare).
// Goal: 50 mixed users for 5 minutes with 0 errors and p95 at most 500 ms.
// `--route <text>`: only the steps whose route contains the text (one route's CPU per request).
// `--profile <dir>`: a CPU profile of every Node process of the stack over the run, written to
// <dir> (tools/bench/cpu-profile-on-signal.mjs; open them in Chrome DevTools or speedscope).
//
// By default it starts a private stack on free ports (scheduled jobs every minute, as `npm start`),
// seeds the demo data and enough casting days for the demo Casting user to have `--days` of them.
// With `--attach` it runs against the stack `npm start` is running (127.0.0.1:5000) and writes
// nothing there unless `--days` asks for more days (they stay in npm start's data).
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { addCalendarDays, agencyToday, type CastingDayGroups } from '@scenecall/shared';
import { FIXED_PORTS } from '../stack/ports';
import { PROJECT_ID } from '../stack/stack';
import { cpuPerRequestLines, profileEveryProcess, stackCpu, toggleStackProfiles } from './process-cpu';
import { runBench, startBenchStack } from './bench-stack';
import { loadNote } from './timing';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '300' },
    users: { type: 'string', default: '50' },
    days: { type: 'string' },
    attach: { type: 'boolean', default: false },
    route: { type: 'string' },
    profile: { type: 'string' },
  },
});
const DURATION_S = Math.min(1800, Math.max(5, Number(args.duration)));
const USERS = Math.min(500, Math.max(1, Number(args.users)));
/** The demo Casting user's days: 86 on a private stack; on an attached one, none added unless asked. */
const DAYS = Math.min(500, Math.max(0, Number(args.days ?? (args.attach ? 0 : 86))));
const THINK_MS = 250;
/** A bound on the whole run's count, whatever the answers' speed. */
const MAX_REQUESTS = DURATION_S * 200;
const REQUEST_TIMEOUT_MS = 30_000;
const SLOW_MS = 15_000;

type Persona = 'performer' | 'casting' | 'admin';
/** 7 performers : 2 casting : 1 admin. */
const MIX: Persona[] = ['performer', 'casting', 'performer', 'performer', 'admin', 'performer', 'casting'].concat(
  'performer',
  'performer',
  'performer',
) as Persona[];

const ADMIN_TEL = '1-416-555-0101';
const CASTING_TELS = ['1-416-555-0102', '1-416-555-0103'];
const PERFORMER_TELS = [
  '1-416-555-0110',
  '1-416-555-0111',
  '1-416-555-0112',
  '1-416-555-0113',
  ...Array.from({ length: 30 }, (_, n) => `1-416-555-${String(200 + n).padStart(4, '0')}`),
];
const SEARCHES = [
  '',
  'gender=female',
  'union=ACTRA%20Full&union=AABP',
  'ageMin=25&ageMax=45',
  'selfDrive=true',
  'city=Toronto',
  'name=ja',
  'heightMin=160&heightMax=185',
];
const ADMIN_SEARCHES = ['ja', 'smith', '416-555-02', 'demo', 'pr', 'role=Performer'];

interface Step {
  /** The route, for the figures. */
  route: string;
  path: string;
}

interface Account {
  tel: string;
  uid: string;
  token: string;
}

interface Sample {
  route: string;
  ms: number;
  /** 0 when the request failed before an answer (network, timeout). */
  status: number;
}

const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** The n-th simulated user's own loopback address. */
const addressOf = (n: number) => `127.66.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** What each persona does, one step after another, round and round. */
function scriptOf(persona: Persona, n: number, dayIds: readonly string[]): () => Step {
  let turn = n;
  const next = (): Step => {
    turn += 1;
    if (persona === 'performer') {
      const steps = [
        { route: 'GET /performer/get-user', path: '/performer/get-user' },
        { route: 'GET /performer/bookings', path: '/performer/bookings' },
        { route: 'GET /performer/availability', path: '/performer/availability' },
        { route: 'GET /performer/commissions', path: '/performer/commissions' },
      ];
      return steps[turn % steps.length]!;
    }
    if (persona === 'casting') {
      const kind = turn % 3;
      if (kind === 0) return { route: 'GET /casting/production-days/all', path: '/casting/production-days/all' };
      if (kind === 1 || dayIds.length === 0) {
        const query = SEARCHES[Math.floor(turn / 3) % SEARCHES.length]!;
        return { route: 'GET /casting/performers/all', path: `/casting/performers/all?${query}` };
      }
      const day = dayIds[(turn * 7) % dayIds.length]!;
      return { route: 'GET /casting/production-days/{id}', path: `/casting/production-days/${day}` };
    }
    if (turn % 2 === 0) return { route: 'GET /admin/users (page)', path: `/admin/users?page=${turn % 4}` };
    const search = ADMIN_SEARCHES[Math.floor(turn / 2) % ADMIN_SEARCHES.length]!;
    const query = search.includes('=') ? search : `query=${encodeURIComponent(search)}`;
    return { route: 'GET /admin/users (search)', path: `/admin/users?${query}` };
  };
  return next;
}

/**
 * With `--route`: the steps of a script whose route contains `text` (so one route's CPU can be
 * measured alone), or undefined when the persona never takes such a step.
 */
function onlyRoute(next: () => Step, text: string): (() => Step) | undefined {
  const matches = (step: Step) => step.route.includes(text);
  const sample = Array.from({ length: 24 }, next);
  if (!sample.some(matches)) return undefined;
  return () => {
    for (;;) {
      const step = next();
      if (matches(step)) return step;
    }
  };
}

async function accountsOf(tels: readonly string[]): Promise<Account[]> {
  const { accountUidForTel } = await import('../../functions/src/features/accounts/accounts.service');
  const { idTokenForUid } = await import('../testing/users');
  const accounts: Account[] = [];
  for (const tel of tels) {
    const uid = await accountUidForTel(tel);
    if (uid) accounts.push({ tel, uid, token: await idTokenForUid(uid) });
  }
  if (accounts.length === 0) throw new Error(`None of the demo accounts ${tels.join(', ')} exists: seed the demo data`);
  return accounts;
}

/** Casting days for the demo Casting user until it has `count`, made through the wizard's service. */
async function seedMoreDays(castingUid: string, count: number): Promise<void> {
  const { createDayFromWizard } = await import('../../functions/src/features/casting/casting.service');
  const { castingPoolOf, NO_SCOPE, pageOf } = await import('../../functions/src/features/casting/casting-search');
  const { currentUserIndex } = await import('../../functions/src/features/users/user-index');
  const { listDaysOfCasting } = await import('../../functions/src/features/projects');
  const { listProjects } = await import('../../functions/src/features/projects/projects.service');
  const caller = { uid: castingUid, role: 'Casting' as const };
  const existing = (await listDaysOfCasting(castingUid)).length;
  const today = agencyToday();
  for (let n = existing; n < count; n += 1) {
    const production = `Load Production ${Math.floor(n / 10) + 1}`;
    const project = (await listProjects(caller)).find((candidate) => candidate.name === production);
    const dates = [addCalendarDays(today, 40 + n)];
    // Performers the day may take, as the wizard's search offers them.
    const pool = castingPoolOf(await currentUserIndex(), today);
    const castable = pageOf(pool, { size: 8 }, { ...NO_SCOPE, dates: new Set(dates) }, undefined).items;
    await createDayFromWizard(caller, {
      bookingMode: 'hand-picked',
      details: {
        production: project ? { projectId: project.id } : { newProjectName: production },
        dates,
        union: 'Non-Union',
        location: 'Toronto',
        exterior: 'Interior',
        selfDriveOnly: false,
        notes: 'Load bench day',
        title: `Day ${n + 1}`,
      },
      roles: [
        { id: 'role-crowd', name: 'Crowd', slots: 10, isSSE: false },
        { id: 'role-lead', name: 'Lead', slots: 1, isSSE: true },
      ],
      participants: castable.slice(0, 4 + (n % 4)).map((item, k) => ({
        performerId: item.entry.uid,
        roleId: k === 0 ? 'role-lead' : 'role-crowd',
      })),
    });
  }
}

/**
 * Waits (at most 3 minutes) until the worker has delivered the e-mail the seeding queued (a booking
 * request per performer of each seeded day), so that delivery is not measured with the users.
 */
async function seededMailDelivered(): Promise<void> {
  const { hasUnattemptedMail } = await import('../../functions/src/features/mail/seeding.test-support');
  const started = performance.now();
  while ((await hasUnattemptedMail()) && performance.now() - started < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(`Seeded e-mail delivered in ${fmt(performance.now() - started)}`);
}

function attachedEnv(): Record<string, string> {
  const host = (port: number) => `127.0.0.1:${port}`;
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: host(FIXED_PORTS.firestore),
    FIREBASE_STORAGE_EMULATOR_HOST: host(FIXED_PORTS.storage),
    FIREBASE_AUTH_EMULATOR_HOST: host(FIXED_PORTS.auth),
    STACK_WEB_URL: `http://${host(FIXED_PORTS.hosting)}`,
  };
}

async function timed(from: string, token: string, path: string): Promise<{ ms: number; status: number }> {
  const { callApi } = await import('../testing/api');
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ status: number }>((resolve) => {
    timer = setTimeout(() => resolve({ status: 0 }), REQUEST_TIMEOUT_MS);
  });
  const answer = await Promise.race([callApi(path, { token, from }).catch(() => ({ status: 0 })), timeout]);
  clearTimeout(timer);
  return { ms: performance.now() - started, status: answer.status };
}

function report(samples: readonly Sample[], seconds: number): void {
  const routes = [...new Set(samples.map((sample) => sample.route))].sort();
  const rows = [...routes, 'all'].map((route) => {
    const of = route === 'all' ? samples : samples.filter((sample) => sample.route === route);
    const sorted = of.map((sample) => sample.ms).sort((a, b) => a - b);
    const errors = of.filter((sample) => sample.status < 200 || sample.status >= 400).length;
    return [
      route,
      String(of.length),
      (of.length / seconds).toFixed(1),
      String(errors),
      fmt(percentile(sorted, 50)),
      fmt(percentile(sorted, 95)),
      fmt(percentile(sorted, 99)),
      fmt(sorted.at(-1) ?? Number.NaN),
    ];
  });
  const header = ['route', 'requests', 'req/s', 'errors', 'p50', 'p95', 'p99', 'max'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const statuses = samples.filter((sample) => sample.status < 200 || sample.status >= 400).map((s) => s.status);
  if (statuses.length > 0) {
    const byStatus = new Map<number, number>();
    for (const status of statuses) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const text = [...byStatus].map(([status, count]) => `${status === 0 ? 'no answer' : status}: ${count}`);
    console.log(`Errors by status: ${text.join(', ')}`);
  }
  const slow = samples.filter((sample) => sample.ms > SLOW_MS).length;
  console.log(`Answers slower than ${SLOW_MS / 1000} s: ${slow}`);
}

async function main(): Promise<void> {
  let stop: () => Promise<void> = async () => undefined;
  if (args.profile) await profileEveryProcess(resolve(args.profile));
  if (args.attach) {
    Object.assign(process.env, attachedEnv());
  } else {
    ({ stop } = await startBenchStack({ jobIntervalMs: 60_000 }));
  }
  try {
    if (!args.attach) {
      const { seedDemoData } = await import('../seed/seed');
      await seedDemoData();
    }
    const [admin] = await accountsOf([ADMIN_TEL]);
    const casting = await accountsOf(CASTING_TELS);
    const performers = await accountsOf(PERFORMER_TELS);
    await seedMoreDays(casting[0]!.uid, DAYS);
    if (!args.attach) await seededMailDelivered();
    const { callApi } = await import('../testing/api');
    const daysOf = async (account: Account) => {
      const answer = await callApi<CastingDayGroups>('/casting/production-days/all', { token: account.token });
      if (answer.status !== 200) throw new Error(`production days: ${answer.status} ${answer.text}`);
      return answer.body.flat().map((day) => day.id);
    };
    const dayIdsOf = new Map(await Promise.all(casting.map(async (c) => [c.uid, await daysOf(c)] as const)));
    console.log(
      `Accounts: ${performers.length} performers, ${casting.length} casting (${casting.map((c) => dayIdsOf.get(c.uid)!.length).join(' and ')} days), 1 admin`,
    );

    const users = Array.from({ length: USERS }, (_, n) => {
      const persona = MIX[n % MIX.length]!;
      const pool = persona === 'performer' ? performers : persona === 'casting' ? casting : [admin!];
      const account = pool[Math.floor(n / MIX.length) % pool.length]!;
      const script = scriptOf(persona, n, dayIdsOf.get(account.uid) ?? []);
      return { persona, account, from: addressOf(n), next: args.route ? onlyRoute(script, args.route) : script };
    }).filter((user) => user.next !== undefined) as {
      persona: Persona;
      account: Account;
      from: string;
      next: () => Step;
    }[];
    // Warm-up: every route once, one after another.
    const seen = new Set<string>();
    for (const user of users) {
      for (let k = 0; k < 8; k += 1) {
        const step = user.next();
        if (seen.has(step.route)) continue;
        seen.add(step.route);
        const warm = await timed(user.from, user.account.token, step.path);
        console.log(`Warm-up ${step.route}: ${warm.status} in ${fmt(warm.ms)}`);
      }
    }

    const personas = ['performer', 'casting', 'admin'].map(
      (p) => `${users.filter((u) => u.persona === p).length} ${p}`,
    );
    console.log(`Running ${USERS} users (${personas.join(', ')}) for ${DURATION_S} s, ${THINK_MS} ms think time…`);
    const samples: Sample[] = [];
    const loadBefore = loadNote();
    const cpuBefore = stackCpu();
    if (args.profile) toggleStackProfiles();
    const started = performance.now();
    const endAt = started + DURATION_S * 1000;
    let sent = 0;
    const progress = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      const failed = samples.filter((sample) => sample.status < 200 || sample.status >= 400).length;
      console.log(`  ${elapsed.toFixed(0)} s: ${samples.length} answers, ${failed} errors`);
    }, 30_000);
    await Promise.all(
      users.map(async (user, n) => {
        await new Promise((resolve) => setTimeout(resolve, (n * THINK_MS) / USERS));
        while (performance.now() < endAt && sent < MAX_REQUESTS) {
          sent += 1;
          const step = user.next();
          const { ms, status } = await timed(user.from, user.account.token, step.path);
          samples.push({ route: step.route, ms, status });
          await new Promise((resolve) => setTimeout(resolve, THINK_MS));
        }
      }),
    );
    clearInterval(progress);
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = stackCpu();
    if (args.profile) {
      toggleStackProfiles();
      console.log(`CPU profiles of the run: ${resolve(args.profile)}/*.cpuprofile`);
    }
    console.log(
      `\n${samples.length} requests in ${seconds.toFixed(0)} s (${loadBefore} at the start, ${loadNote()} at the end):`,
    );
    report(samples, seconds);
    console.log(
      `CPU of the stack's processes during the run (${args.attach ? 'attached: the bench only' : 'all routes mixed'}):`,
    );
    for (const line of cpuPerRequestLines(cpuBefore, cpuAfter, samples.length)) console.log(line);
  } finally {
    await stop();
  }
}

runBench(main);
