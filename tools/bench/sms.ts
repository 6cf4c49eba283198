// Benchmark of texts (not a test: prints figures, asserts nothing).
// Run: npm run bench:sms   (or npx tsx tools/bench/sms.ts [performers])
//
// Starts a private stack on free ports, writes performers (1,000 by default) opted in to texts
// for requests only, then asks them all at once: wizard Confirms of up to 200 performers each
// (MAX_WIZARD_PERFORMERS is 240), sent together, while the worker is asked to deliver new outbox
// entries continuously (as the Firestore trigger does in production). Prints the time from the
// first Confirm until every text was handed to the Twilio stand-in (goal: within 60 s). Then every
// performer replies YES through the stand-in, the replies arriving at a steady rate whatever the
// app's pace (20 a second unless `--rate` says otherwise: all 1,000 performers answering within
// 50 s, a harder burst than a real evening's), and it prints p50/p95 from the signed webhook's call
// to the app's answer, which comes after the answer's transaction committed (goal: p95 at most
// 300 ms). Replies sent back to back, 20 at a time, measured the stack's throughput rather than a
// reply's time (20 waiting replies each waited for the 19 others). The bench's stack, like every test stack, lifts
// quiet hours (TEXT_QUIET_HOURS=off), so the hand-over is measured at any hour.
//
// `--profile <dir>`: a CPU profile of every Node process of the stack over each of the two phases,
// written to <dir> (tools/bench/cpu-profile-on-signal.mjs; `-1` the texts, `-2` the replies). Both
// phases print the CPU each process of the stack spent per text.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { addCalendarDays, agencyToday, quietHoursEnd, type UserRecord } from '@scenecall/shared';
import { completeProfile } from '../../packages/shared/src/profile-test-fixtures';
import { cpuPerRequestLines, profileEveryProcess, stackCpu, toggleStackProfiles } from './process-cpu';
import { loadNote, ms, percentiles, seconds, summarize, timed } from './timing';
import { runBench, startBenchStack } from './bench-stack';
import { seedWithSnapshots } from './user-index-figures';

const { values: args, positionals } = parseArgs({
  options: { profile: { type: 'string' }, rate: { type: 'string' } },
  allowPositionals: true,
});
const PERFORMERS = Number(positionals[0] ?? 1_000);
if (!Number.isInteger(PERFORMERS) || PERFORMERS < 1 || PERFORMERS > 5_000)
  throw new Error(`the number of performers must be a whole number from 1 to 5000, not ${positionals[0]}`);
const PER_CONFIRM = 200;
const REPLIES_PER_SECOND = Number(args.rate ?? 20);
if (!(REPLIES_PER_SECOND > 0 && REPLIES_PER_SECOND <= 200))
  throw new Error(`--rate must be a number of replies per second from 1 to 200, not ${args.rate}`);

function performer(index: number): { uid: string; record: UserRecord } {
  const at = new Date().toISOString();
  return {
    uid: `bench-texter-${String(index).padStart(5, '0')}`,
    record: {
      tel: `1-647-${String(200 + Math.floor(index / 10_000)).padStart(3, '0')}-${String(index % 10_000).padStart(4, '0')}`,
      email: `texter${index}@bench.example`,
      role: 'Performer',
      emailVerified: true,
      testPassed: true,
      userActivated: true,
      disabled: false,
      profile: { ...completeProfile({ firstName: `Texter${index}` }) } as UserRecord['profile'],
      texts: {
        enabled: true,
        consent: { at, wording: 'bench', via: 'profile' },
        stoppedAt: null,
        preferences: { requests: 'sms', bookings: 'email', reminders: 'email' },
      },
      createdAt: at,
      updatedAt: at,
    },
  };
}

/**
 * Runs one phase of the bench measuring the CPU every process of the stack spent on it (with
 * `--profile`, profiling them too), then prints it per item after what `run` printed.
 */
async function phase<T>(name: string, items: number, run: () => Promise<T>): Promise<T> {
  const before = stackCpu();
  if (args.profile) toggleStackProfiles();
  const result = await run();
  if (args.profile) toggleStackProfiles();
  console.log(`CPU of the stack's processes over the ${name}:`);
  for (const line of cpuPerRequestLines(before, stackCpu(), items)) console.log(line.replace('/request', ' each'));
  if (args.profile) console.log(`CPU profiles: ${resolve(args.profile)}/*.cpuprofile`);
  return result;
}

async function main(): Promise<void> {
  if (args.profile) await profileEveryProcess(resolve(args.profile));
  const stack = await startBenchStack({ buildOutput: 'inherit', log: (line) => console.log(line) });
  try {
    const { createTestUser } = await import('../testing/users');
    const { callApi } = await import('../testing/api');
    const { runWorkerLoop } = await import('../testing/worker');
    const performers = Array.from({ length: PERFORMERS }, (_, index) => performer(index));
    await seedWithSnapshots(performers);
    const casting = await createTestUser({ role: 'Casting' });
    const phones = performers.map(({ record }) => `+${record.tel.replace(/\D/g, '')}`);
    const handedOver = async () => {
      const response = await fetch(`${stack.urls.sms}/_stand-in/messages`);
      const { data } = (await response.json()) as { data: { direction: string; body: string }[] };
      return data.filter((text) => text.direction === 'outbound-api' && text.body.includes('Reply YES')).length;
    };

    await phase('texts', PERFORMERS, async () => {
      let delivering = true;
      const deliver = (async () => {
        while (delivering) await runWorkerLoop('new-mail');
      })();
      const started = performance.now();
      const confirms = [];
      for (let start = 0; start < PERFORMERS; start += PER_CONFIRM) {
        const group = performers.slice(start, start + PER_CONFIRM);
        confirms.push(
          callApi('/casting/production-days', {
            method: 'POST',
            token: casting.token,
            body: {
              bookingMode: 'hand-picked',
              requestId: randomUUID(),
              details: {
                production: { newProjectName: `Bench Night ${start / PER_CONFIRM + 1}` },
                dates: [addCalendarDays(agencyToday(), 5)],
                union: 'Non-Union',
                location: 'Toronto',
                exterior: 'Interior',
                selfDriveOnly: false,
                notes: 'Bench night shoot.',
              },
              roles: [{ id: 'role-crowd', name: 'Crowd', slots: PER_CONFIRM, isSSE: false }],
              participants: group.map(({ uid }) => ({ performerId: uid, roleId: 'role-crowd' })),
            },
          }),
        );
      }
      const answers = await Promise.all(confirms);
      const confirmedMs = performance.now() - started;
      const refused = answers.filter((answer) => answer.status !== 201);
      if (refused.length > 0) {
        delivering = false;
        await deliver;
        throw new Error(`${refused.length} Confirms refused: ${refused[0]!.text}`);
      }
      const asked = `\n${PERFORMERS} performers asked in ${answers.length} Confirms (all answered in ${seconds(confirmedMs)})`;
      const morning = stack.env.TEXT_QUIET_HOURS === 'off' ? null : quietHoursEnd(new Date());
      if (morning) {
        delivering = false;
        await deliver;
        console.log(
          `${asked}; hand-over to the provider not measured: quiet hours in Toronto, the texts wait until ` +
            `${morning.toISOString()} (${await handedOver()} handed over so far). The replies below do not depend on them.`,
        );
        return;
      }
      let count = 0;
      while ((count = await handedOver()) < PERFORMERS && performance.now() - started < 600_000) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const allHandedMs = performance.now() - started;
      delivering = false;
      await deliver;
      console.log(
        `${asked}; ${count} texts handed to the Twilio stand-in ${seconds(allHandedMs)} after the first Confirm (goal: within 60 s)`,
      );
    });

    const reply = async (phone: string, body: string): Promise<number> => {
      const { ms: took, result } = await timed(() =>
        fetch(`${stack.urls.sms}/_stand-in/phones/${encodeURIComponent(phone)}/reply`, {
          method: 'POST',
          body: JSON.stringify({ body }),
        }).then((response) => response.json() as Promise<{ replies: string[] }>),
      );
      if (!/Thank you/.test(result.replies[0] ?? '')) console.log(`${phone}: ${result.replies[0] ?? 'no reply'}`);
      return took;
    };
    await phase('replies', phones.length, async () => {
      const { ms: repliesMs, result: latencies } = await timed(() =>
        Promise.all(
          phones.map(async (phone, index) => {
            await new Promise((resolve) => setTimeout(resolve, (index * 1000) / REPLIES_PER_SECOND));
            return reply(phone, 'YES');
          }),
        ),
      );
      console.log(
        `${latencies.length} replies (YES) arriving ${REPLIES_PER_SECOND} a second, over ${seconds(repliesMs)}: webhook to committed answer ${percentiles(summarize(latencies))} (goal: p95 at most ${ms(300)})`,
      );
    });
    console.log(`(${loadNote()})`);
  } finally {
    await stack.stop();
  }
}

runBench(main);
