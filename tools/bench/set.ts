// Benchmark of the set screen (issue 22; not a test: prints figures, asserts nothing).
// Run: npm run bench:set   (or npx tsx tools/bench/set.ts [performers] [check-ins])
//
// Starts a private stack on free ports and books a day of today with 300 performers (default)
// through the booking loop's services (select, ask, answer, book, final call time; set-seed.ts),
// then prints:
// - the set screen's read (`GET …/days/{dayId}/set`) through Hosting: the first (cold: the day's
//   rate card and the instance's first read of it) and 20 more (warm), p50/p95 (goal: 1.5 s);
// - check-in from scan to visible on a second set screen: a client keeps a changes request
//   (`…/set/changes`, the long poll the set screen runs) waiting while check-ins are POSTed with
//   real codes one after the other (100 by default); each is timed from the POST's start until the
//   waiting client has it (goal: p95 at most 1 s).
import { agencyToday, SET_CHANGES_START, type SetChangesView, type SetScreenView } from '@scenecall/shared';
import { runBench, startBenchStack } from './bench-stack';
import { countArgument, loadNote, ms, percentiles, seconds, summarize, timed, timeRuns } from './timing';

const PERFORMERS = countArgument(0, 300, 500);
const CHECK_INS = Math.min(countArgument(1, 100, 500), PERFORMERS);
const WARM_READS = 20;

async function checkInCodeOf(token: string, dayId: string, date: string): Promise<string> {
  const { callApi } = await import('../testing/api');
  const answer = await callApi<{ code: string }>(`/performer/bookings/${dayId}/check-in-code?date=${date}`, { token });
  if (answer.status !== 200) throw new Error(`check-in code: ${answer.status} ${answer.text}`);
  return answer.body.code;
}

/** A second set screen: follows the day's changes and notes when each performer's check-in arrived. */
function followChanges(url: string, token: string) {
  const seen = new Map<string, number>();
  const waiters = new Map<string, () => void>();
  let following = true;
  const loop = (async () => {
    let cursor = SET_CHANGES_START;
    while (following) {
      const response = await fetch(`${url}?since=${encodeURIComponent(cursor)}&wait=5`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`changes: ${response.status} ${await response.text()}`);
      const answer = (await response.json()) as SetChangesView;
      const at = performance.now();
      cursor = answer.cursor;
      for (const voucher of answer.vouchers) {
        if (voucher.in === null || seen.has(voucher.performerId)) continue;
        seen.set(voucher.performerId, at);
        waiters.get(voucher.performerId)?.();
      }
    }
  })();
  const arrival = (performerId: string) =>
    new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${performerId}'s check-in never arrived`)), 30_000);
      const done = () => {
        clearTimeout(timer);
        resolve(seen.get(performerId)!);
      };
      if (seen.has(performerId)) done();
      else waiters.set(performerId, done);
    });
  const stop = async () => {
    following = false;
    await loop;
  };
  return { arrival, stop };
}

async function main(): Promise<void> {
  const stack = await startBenchStack({ buildOutput: 'inherit', log: (line) => console.log(line) });
  try {
    const { callApi } = await import('../testing/api');
    const { benchDay } = await import('./set-seed');
    const today = agencyToday();
    const { result: day, ms: seeded } = await timed(() => benchDay(PERFORMERS, today));
    console.log(`\nBooked ${PERFORMERS} performers on a day of today through the booking loop in ${seconds(seeded)}`);
    const token = day.casting.token;
    const readSet = async () => {
      const answer = await callApi<SetScreenView>(`${day.path}/set`, { token });
      if (answer.status !== 200 || answer.body.people.length !== PERFORMERS)
        throw new Error(`set screen: ${answer.status} ${answer.text.slice(0, 200)}`);
    };
    const { ms: cold } = await timed(readSet);
    const warm = await timeRuns(WARM_READS, readSet);
    console.log(`Set screen read through Hosting, ${PERFORMERS} performers: cold ${ms(cold)} (goal: 1.5 s)`);
    console.log(`  warm, ${WARM_READS} reads one after another: ${percentiles(warm)} (goal: 1.5 s)`);

    const codes = await Promise.all(
      day.performers.slice(0, CHECK_INS).map(async (performer) => ({
        performerId: performer.uid,
        code: await checkInCodeOf(performer.token, day.dayId, today),
      })),
    );
    const second = followChanges(`${stack.env.STACK_WEB_URL ?? ''}/api${day.path}/set/changes`, token);
    const latencies: number[] = [];
    for (const { performerId, code } of codes) {
      const started = performance.now();
      const answer = await callApi(`${day.path}/check-ins`, {
        method: 'POST',
        token,
        body: { code, date: today, time: '07:01' },
      });
      if (answer.status !== 200) throw new Error(`check-in: ${answer.status} ${answer.text}`);
      latencies.push((await second.arrival(performerId)) - started);
    }
    await second.stop();
    console.log(
      `${CHECK_INS} check-ins by code, one after another, scan to visible on a second set screen (long poll): ` +
        `${percentiles(summarize(latencies))} (goal: p95 at most 1 s)`,
    );
    console.log(`(${loadNote()})`);
  } finally {
    await stack.stop();
  }
}

runBench(main);
