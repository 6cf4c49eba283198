// Benchmark of the Admin's users list (not a test: prints figures, asserts nothing).
// Run: npm run bench:admin   (or npx tsx tools/bench/admin.ts [users] [runs])
//
// Starts a private stack on free ports (loopback only), writes the users (10,000 by default)
// through the users repository (the app's write path, in batches), snapshots them with the
// user-index-snapshot job's code, then through Hosting with an Admin's token times:
//  - the first request of the function instance (a cold instance: it loads the index's snapshot
//    and catches up), its time and document reads,
//  - the first page of `GET /api/admin/users` (10 a page),
//  - searches (a name, a phone fragment, an e-mail start, two words, with filters),
// and prints p50/p95 and the document reads each answer reports in X-Document-Reads, and the heap
// of an index loaded from the snapshot in this process.
// Goals (issue 20): cold at most 3 s and 100 reads at 100,000 users, warm p95 at most 100 ms,
// at most page size + 1 reads per page, index heap at most 256 MB.
import type { UnionStatus, UserRecord } from '@scenecall/shared';
import { countArgument, loadNote, ms, percentiles, summarize, timed } from './timing';
import { runBench, startBenchStack } from './bench-stack';
import { printIndexLoad, seedWithSnapshots, snapshotNow } from './user-index-figures';

const USERS = countArgument(0, 10_000, 200_000);
const RUNS = countArgument(1, 200, 1_000);
const PAGE_SIZE = 10;

const FIRST = ['Amara', 'Ben', 'Chloé', 'Darius', 'Elena', 'Farid', 'Grace', 'Hiro', 'Isla', 'Jamal', 'Keira', 'Luca'];
const LAST = [
  'Okafor',
  'Gagnon',
  'Roy',
  'Haddad',
  'Singh',
  'Tanaka',
  'MacLeod',
  'Rossi',
  'Côté',
  'Zhang',
  'Kim',
  'Silva',
];
const UNIONS: UnionStatus[] = ['Non-Union', 'AABP', 'ACTRA Apprentice', 'ACTRA Full'];

function user(index: number): { uid: string; record: UserRecord } {
  const tel = `1-${String(200 + Math.floor(index / 10_000))}-${String(100 + (Math.floor(index / 100) % 900)).padStart(3, '0')}-${String(index % 10_000).padStart(4, '0')}`;
  const now = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
  const [firstName, lastName] = [FIRST[index % FIRST.length]!, `${LAST[(index * 7) % LAST.length]!}${index}`];
  return {
    uid: `bench-user-${String(index).padStart(6, '0')}`,
    record: {
      tel,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@bench.example`,
      role: index % 50 === 0 ? 'Casting' : 'Performer',
      emailVerified: true,
      testPassed: index % 3 !== 0,
      userActivated: index % 3 !== 0,
      disabled: false,
      companyName: null,
      profile: {
        firstName,
        lastName,
        unionStatus: UNIONS[index % UNIONS.length]!,
        dateOfBirth: `${1960 + (index % 45)}-0${1 + (index % 9)}-1${index % 10}`,
        city: 'Toronto',
        gender: index % 2 === 0 ? 'female' : 'male',
        sizeHeight: 150 + (index % 45),
      },
      createdAt: now,
      updatedAt: now,
    },
  };
}

async function main(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const { callApi } = await import('../testing/api');
    const { createTestUser } = await import('../testing/users');

    await seedWithSnapshots(Array.from({ length: USERS }, (_, index) => user(index)));
    const admin = await createTestUser({ role: 'Admin' });
    await snapshotNow();

    const list = async (query: string) => {
      const { result: answer, ms: took } = await timed(() =>
        callApi<{ totalPages: number; content: unknown[] }>(`/admin/users?${query}`, { token: admin.token }),
      );
      if (answer.status !== 200) throw new Error(`${query}: ${answer.status} ${answer.text}`);
      return { ms: took, reads: Number(answer.headers.get('x-document-reads')), body: answer.body };
    };

    const cold = await list('page=0&size=10');
    console.log(
      `Cold instance, first page: ${ms(cold.ms)}, ${cold.reads} document reads, ${cold.body.totalPages} pages ` +
        `(goal at 100,000: ≤ 3 s, ≤ 100 reads)`,
    );
    await printIndexLoad(USERS);
    // The index reaches a second behind its last read: let the writes above fall out of it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await list('page=0&size=10');

    const measure = async (label: string, queries: string[]) => {
      const times: number[] = [];
      const reads: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await list(queries[run % queries.length]!);
        times.push(result.ms);
        reads.push(result.reads);
      }
      const readRange = `${Math.min(...reads)}–${Math.max(...reads)}`;
      console.log(
        `${label.padEnd(34)} ${percentiles(summarize(times))}  reads/page ${readRange} (goal ≤ ${PAGE_SIZE + 1})`,
      );
    };

    console.log(`\n${RUNS} requests each, through Hosting, ${USERS} users (goal p95 ≤ 100 ms; ${loadNote()}):`);
    await measure('First page', ['page=0&size=10']);
    await measure('Later pages', ['page=7&size=10', 'page=120&size=10', 'page=499&size=10']);
    await measure('Search by name', ['query=grace', 'query=okafor1', 'query=tanaka77', 'query=ben%20silva']);
    await measure('Search by phone / e-mail', [
      'query=1-200-105',
      'query=0421',
      'query=amara.okafor',
      'query=bench.ex',
    ]);
    await measure('Search + filters', [
      'query=grace&role=Performer&unionStatus=AABP',
      'query=kim&activated=true',
      'unionStatus=ACTRA%20Full&activated=false&page=3',
    ]);
  } finally {
    await stack.stop();
  }
}

runBench(main);
