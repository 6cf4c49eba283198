// Benchmark of open calls (not a test: prints figures, asserts nothing).
// Run: npm run bench:open-calls   (or npx tsx tools/bench/open-calls.ts [performers] [runs])
//
// Starts a private stack on free ports, writes varied performers (10,000 by default, as
// bench:casting) and snapshots them, makes a day through the wizard's route, then times from the
// post of a call whose criteria fit about a fifth of them (`POST /api/open-calls/days/:dayId`
// through Hosting) to its first alert wave queued (the alerts job's `sendAlertWave`, in this
// process, as the worker runs it), and `GET /api/performer/open-calls` p50/p95 through Hosting
// with performers' tokens. Goals (issue 23): ≤ 5 s to the first wave queued; p95 ≤ 150 ms.
import { DAY_DATE, performer } from './bench-performers';
import { countArgument, loadNote, percentiles, seconds, timeRuns, timed } from './timing';
import { runBench, startBenchStack } from './bench-stack';
import { seedWithSnapshots, snapshotNow } from './user-index-figures';

const PERFORMERS = countArgument(0, 10_000, 200_000);
const RUNS = countArgument(1, 100, 1_000);
/** Self-driving performers of 30 and over: about 2,000 of 10,000 once the inactive and booked are out. */
const CRITERIA = 'selfDrive=true&ageMin=30';
const uidOf = (index: number) => `bench-performer-${String(index).padStart(6, '0')}`;

async function main(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const { callApi } = await import('../testing/api');
    const { adminAuth, createTestUser, idTokenForUid } = await import('../testing/users');
    const { sendAlertWave } = await import('../../functions/src/features/open-calls/open-call-alerts.service');

    await seedWithSnapshots(Array.from({ length: PERFORMERS }, (_, index) => performer(index)));
    const casting = await createTestUser({ role: 'Casting' });
    await snapshotNow();
    const day = await callApi<string>('/casting/production-days', {
      method: 'POST',
      token: casting.token,
      body: {
        bookingMode: 'hand-picked',
        details: {
          production: { newProjectName: 'Bench Open Calls' },
          dates: [DAY_DATE],
          union: 'Non-Union',
          location: 'Toronto',
          exterior: 'Interior',
          selfDriveOnly: false,
          notes: 'Bench day',
        },
        roles: [{ id: 'role-crowd', name: 'Crowd', slots: 200, isSSE: false }],
        participants: [],
      },
    });
    if (day.status !== 201) throw new Error(`day: ${day.status} ${day.text}`);
    const dayId = day.body;

    const { result: callId, ms: took } = await timed(async () => {
      const posted = await callApi<{ id: string }>(`/open-calls/days/${dayId}`, {
        method: 'POST',
        token: casting.token,
        body: {
          roleId: 'role-crowd',
          title: 'Bench crowd',
          description: 'Bench call',
          criteria: CRITERIA,
          questions: [],
          submissionsWanted: 150,
          closingDate: DAY_DATE,
          closingTime: '12:00',
          showProduction: false,
        },
      });
      if (posted.status !== 201) throw new Error(`post: ${posted.status} ${posted.text}`);
      const wave = await sendAlertWave(posted.body.id);
      console.log(`First wave: ${wave.alerted.length} performers alerted (wave ${wave.wave})`);
      return posted.body.id;
    });
    console.log(`Post to first wave queued (${CRITERIA}): ${seconds(took)} (goal ≤ 5 s)`);

    // Bench performers are written as user documents only: give 20 of them a sign-in with their role.
    const performerToken = async (uid: string) => {
      await adminAuth().createUser({ uid });
      await adminAuth().setCustomUserClaims(uid, { role: 'Performer' });
      return idTokenForUid(uid);
    };
    const tokens = await Promise.all(Array.from({ length: 20 }, (_, n) => performerToken(uidOf(n * 7 + 3))));
    const list = await timeRuns(RUNS, async (run) => {
      const answer = await callApi<{ id: string }[]>('/performer/open-calls', { token: tokens[run % tokens.length]! });
      if (answer.status !== 200) throw new Error(`list: ${answer.status} ${answer.text}`);
    });
    console.log(
      `GET /performer/open-calls (${RUNS} runs, 20 performers; call ${callId}): ${percentiles(list)} (goal p95 ≤ 150 ms)`,
    );
    console.log(`${PERFORMERS} performers; ${loadNote()}`);
  } finally {
    await stack.stop();
  }
}

runBench(main);
