// Benchmark of an authenticated API call (not a test: prints figures, asserts nothing).
// Run: npm run bench:api   (or npx tsx tools/bench/api.ts [calls])
//
// Starts a private stack on free ports, makes a performer, then interleaves N authenticated
// `GET /api/performer/get-user` calls through Hosting with N bare admin-SDK reads of the same user
// document, and prints p50/p95 of both and the ratio of the p95s (goal: at most 2). For reference it
// also times an unauthenticated call that does no work (an unknown endpoint): what Hosting and the
// Functions emulator cost on this machine before any app code runs.
import { runBench, startBenchStack } from './bench-stack';
import { ms, summarize, timed } from './timing';

const CALLS = Number(process.argv[2] ?? 300);
const WARM_UP = 20;

async function main(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const { callApi } = await import('../testing/api');
    const { adminDb, createTestUser } = await import('../testing/users');
    const user = await createTestUser({ role: 'Performer' });
    const document = adminDb().collection('users').doc(user.uid);
    const apiCall = async () => {
      const answer = await callApi('/performer/get-user', { token: user.token });
      if (answer.status !== 200) throw new Error(`get-user answered ${answer.status}: ${answer.text}`);
    };
    for (let i = 0; i < WARM_UP; i += 1) {
      await apiCall();
      await document.get();
    }
    const floorCall = () => callApi('/no-such-endpoint');
    const api: number[] = [];
    const read: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < CALLS; i += 1) {
      api.push((await timed(apiCall)).ms);
      read.push((await timed(() => document.get())).ms);
      floor.push((await timed(floorCall)).ms);
    }
    const [a, r, f] = [summarize(api), summarize(read), summarize(floor)];
    console.log(`Stack: ${stack.dataKind} Firestore, Hosting at ${stack.urls.web}`);
    console.log(`${CALLS} calls each, interleaved, after ${WARM_UP} warm-up rounds`);
    console.log(`authenticated GET /api/performer/get-user through Hosting: p50 ${ms(a.p50)}, p95 ${ms(a.p95)}`);
    console.log(`admin-SDK read of the same user document:              p50 ${ms(r.p50)}, p95 ${ms(r.p95)}`);
    console.log(`p95 ratio: ${(a.p95 / r.p95).toFixed(2)} (goal: at most 2)`);
    console.log(`for reference, an unknown endpoint through Hosting, no token:     p50 ${ms(f.p50)}, p95 ${ms(f.p95)}`);
    const ownShare = a.p50 - f.p50;
    console.log(
      `the call's own work (p50 minus that floor): ${ms(ownShare)}, ${(ownShare / r.p50).toFixed(1)} × a bare read's p50`,
    );
  } finally {
    await stack.stop();
  }
}

runBench(main);
