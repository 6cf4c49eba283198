// Benchmark of the casting performer search (not a test: prints figures, asserts nothing).
// Run: npm run bench:casting   (or npx tsx tools/bench/casting.ts [performers] [runs])
//
// Starts a private stack on free ports (loopback only), writes varied performers (10,000 by
// default) through the users repository (the app's write path, in batches; some booked or
// unavailable on the day's date), snapshots them with the user-index-snapshot job's code,
// times a cold instance's first search (it loads the snapshot and catches up), then makes a day
// with roles and selections through the wizard's route, and through Hosting with the Casting user's
// token times the first page and the next page (the first page's cursor) of
// `GET /api/casting/performers/all` for several filter combinations, with and without the day's
// hiding rules, and prints p50/p95 and the document reads each answer reports, and the heap of an
// index and casting pool loaded from the snapshot in this process.
// Goals (issue 20): cold at most 3 s and 100 reads at 100,000 performers, warm p95 at most 100 ms,
// at most page size + 1 reads per page, index heap at most 256 MB.
import { CASTING_PAGE_SIZE, type CastingSearchPage } from '@scenecall/shared';
import { DAY_DATE, performer } from './bench-performers';
import { countArgument, loadNote, ms, summarize, timed, type Summary } from './timing';
import { runBench, startBenchStack } from './bench-stack';
import { printIndexLoad, seedWithSnapshots, snapshotNow } from './user-index-figures';

const PERFORMERS = countArgument(0, 10_000, 200_000);
const RUNS = countArgument(1, 100, 1_000);
/** Indices of performers the day may take: activated, neither booked nor unavailable on its date. */
const castable = (count: number) =>
  Array.from({ length: count * 2 }, (_, n) => n * 3 + 1)
    .filter((index) => index % 10 !== 0 && index % 17 !== 0 && index % 23 !== 0)
    .slice(0, count);

async function main(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const { callApi } = await import('../testing/api');
    const { createTestUser } = await import('../testing/users');

    await seedWithSnapshots(Array.from({ length: PERFORMERS }, (_, index) => performer(index)));
    const casting = await createTestUser({ role: 'Casting' });
    await snapshotNow();
    const search = async (query: string) => {
      const { result: answer, ms: took } = await timed(() =>
        callApi<CastingSearchPage>(`/casting/performers/all?${query}`, { token: casting.token }),
      );
      if (answer.status !== 200) throw new Error(`${query}: ${answer.status} ${answer.text}`);
      return { ms: took, reads: Number(answer.headers.get('x-document-reads')), body: answer.body };
    };

    // Before anything else reads the index: what a cold instance's first search costs.
    const cold = await search('');
    console.log(
      `Cold instance, first search page: ${ms(cold.ms)}, ${cold.reads} document reads (goal at 100,000: ≤ 3 s, ≤ 100 reads)`,
    );
    const { castingPoolOf } = await import('../../functions/src/features/casting/casting-search');
    await printIndexLoad(PERFORMERS, (index) => castingPoolOf(index as Parameters<typeof castingPoolOf>[0]));
    const created = await callApi<string>('/casting/production-days', {
      method: 'POST',
      token: casting.token,
      body: {
        bookingMode: 'hand-picked',
        details: {
          production: { newProjectName: 'Bench Production' },
          dates: [DAY_DATE],
          union: 'Non-Union',
          location: 'Toronto',
          exterior: 'Interior',
          selfDriveOnly: false,
          notes: 'Bench day',
        },
        roles: [
          { id: 'role-crowd', name: 'Crowd', slots: 200, isSSE: false },
          { id: 'role-lead', name: 'Lead', slots: 5, isSSE: true },
        ],
        participants: castable(160).map((index, n) => ({
          performerId: `bench-performer-${String(index).padStart(6, '0')}`,
          roleId: n < 5 ? 'role-lead' : 'role-crowd',
        })),
      },
    });
    if (created.status !== 201) throw new Error(`day: ${created.status} ${created.text}`);
    const dayId = created.body;

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await search('');

    const measure = async (label: string, query: string) => {
      const first: number[] = [];
      const next: number[] = [];
      const reads: number[] = [];
      let shown = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const page = await search(query);
        first.push(page.ms);
        reads.push(page.reads);
        shown = page.body.performers.length;
        if (page.body.nextCursor) {
          const after = await search(`${query}${query ? '&' : ''}cursor=${encodeURIComponent(page.body.nextCursor)}`);
          next.push(after.ms);
          reads.push(after.reads);
        }
      }
      const both = (summary: Summary | undefined) =>
        summary ? `p50 ${ms(summary.p50).padStart(8)} p95 ${ms(summary.p95).padStart(8)}` : 'p50      n/a p95      n/a';
      console.log(
        `${label.padEnd(40)} first ${both(summarize(first))}  next ${both(next.length ? summarize(next) : undefined)}` +
          `  ${String(shown).padStart(2)}/page  reads/page ${Math.min(...reads)}–${Math.max(...reads)} (goal ≤ ${CASTING_PAGE_SIZE + 1})`,
      );
    };

    console.log(
      `\n${RUNS} first pages and ${RUNS} next pages each, through Hosting, ${PERFORMERS} performers, ${CASTING_PAGE_SIZE} a page ` +
        `(goal p95 ≤ 100 ms; ${loadNote()}):`,
    );
    await measure('No filter', '');
    await measure('Union + hair', 'union=ACTRA%20Full,ACTRA%20Apprentice&hair=Blonde,Brown');
    await measure('Age 25-40 + gender + city', 'ageMin=25&ageMax=40&gender=female&city=toron');
    await measure(
      'Height + eyes + self drive + tattoos',
      'heightMin=165&heightMax=185&eyes=Hazel,Green&selfDrive=true&visibleTattoos=false',
    );
    await measure('Sizes (dress + bust cup)', 'dress=4-6,6-8&bustCup=B,C');
    await measure('Day + role (hiding rules)', `dayId=${dayId}&roleId=role-crowd`);
    await measure('Day + role + union + age', `dayId=${dayId}&roleId=role-lead&union=Non-Union&ageMin=18&ageMax=30`);
    await measure('Rare match (name)', 'name=bench9999');
  } finally {
    await stack.stop();
  }
}

runBench(main);
