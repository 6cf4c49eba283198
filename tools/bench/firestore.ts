// Benchmark of the Firestore stand-in (not a test: prints figures, asserts nothing).
// Run: npx tsx tools/bench/firestore.ts   (or npm run bench:firestore)
import { performance } from 'node:perf_hooks';
import { freePort, startFirestore } from '../emulators/firestore';
import { ms, timeRuns } from './timing';

const DOCUMENTS = 10_000;
const BATCH_SIZE = 500;
const QUERY_RUNS = 200;
const GET_RUNS = 200;

const GENDERS = ['female', 'male', 'non-binary'] as const;
const UNION_STATUSES = ['ACTRA', 'non-union', 'apprentice', 'ACTRA-full'] as const;
const HAIR_COLORS = ['black', 'brown', 'blonde', 'red', 'grey', 'white', 'bald'] as const;
const EYE_COLORS = ['brown', 'blue', 'green', 'hazel', 'grey'] as const;
const SKILLS = ['driving', 'dance', 'singing', 'swimming', 'bilingual', 'skating', 'horse riding', 'stunts'] as const;

/** Deterministic pseudo-random numbers, so every run seeds the same data. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function pick<T>(random: () => number, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

function performer(random: () => number, index: number): Record<string, unknown> {
  return {
    firstName: `First${index}`,
    lastName: `Last${index}`,
    email: `performer${index}@example.test`,
    phone: `+1416555${String(index).padStart(4, '0')}`,
    city: 'Toronto',
    bio: 'Background performer with on-set experience in film and TV, reliable and punctual; available for early calls. '.repeat(
      2,
    ),
    skills: SKILLS.filter(() => random() < 0.3),
    status: 'active',
    createdAt: new Date(Date.UTC(2024, 0, 1) + index * 60_000),
    profile: {
      gender: pick(random, GENDERS),
      unionStatus: pick(random, UNION_STATUSES),
      hairColor: pick(random, HAIR_COLORS),
      eyeColor: pick(random, EYE_COLORS),
      age: 16 + Math.floor(random() * 60),
      heightCm: 150 + Math.floor(random() * 45),
      weightKg: 45 + Math.floor(random() * 60),
      hasCar: random() < 0.5,
    },
  };
}

async function main(): Promise<void> {
  const handle = await startFirestore({ port: await freePort() });
  process.env.FIRESTORE_EMULATOR_HOST = handle.host;
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const db = getFirestore(initializeApp({ projectId: 'demo-bench' }));
  const performers = db.collection('performers');
  const random = seededRandom(42);
  const sampleSize = Buffer.byteLength(JSON.stringify(performer(seededRandom(1), 0)));

  const insertStarted = performance.now();
  for (let start = 0; start < DOCUMENTS; start += BATCH_SIZE) {
    const batch = db.batch();
    for (let i = start; i < Math.min(start + BATCH_SIZE, DOCUMENTS); i += 1) {
      batch.set(performers.doc(`performer-${String(i).padStart(5, '0')}`), performer(random, i));
    }
    await batch.commit();
  }
  const insertMs = performance.now() - insertStarted;

  const casting = await timeRuns(QUERY_RUNS, (i) =>
    performers
      .where('profile.unionStatus', '==', UNION_STATUSES[i % UNION_STATUSES.length])
      .where('profile.gender', '==', GENDERS[i % GENDERS.length])
      .where('profile.age', '>=', 18)
      .orderBy('profile.age')
      .limit(10)
      .get(),
  );
  const single = await timeRuns(GET_RUNS, (i) =>
    performers.doc(`performer-${String((i * 37) % DOCUMENTS).padStart(5, '0')}`).get(),
  );

  console.log(`Firestore ${handle.kind} at ${handle.host}`);
  console.log(`documents: ${DOCUMENTS} (~${(sampleSize / 1024).toFixed(2)} KB as JSON), batches of ${BATCH_SIZE}`);
  console.log(`insert: ${(insertMs / 1000).toFixed(2)} s (${Math.round(DOCUMENTS / (insertMs / 1000))} docs/s)`);
  console.log(
    `casting query (2 x ==, 1 range, orderBy, limit 10) x${QUERY_RUNS}: p50 ${ms(casting.p50)}, p95 ${ms(casting.p95)}`,
  );
  console.log(`single get x${GET_RUNS}: p50 ${ms(single.p50)}, p95 ${ms(single.p95)}`);
  await db.terminate();
  await handle.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
