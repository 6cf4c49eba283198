/**
 * `npm start`: builds the app, starts the whole local stack on the ports of firebase.json, seeds
 * the demo data and prints where everything is. Ctrl-C stops everything and keeps the data
 * (emulator-data/runtime); `npm start -- --reset` starts from the fixtures again.
 */
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { migratePenalties } from '../migrations/recompute-late-penalties';
import { seedDemoData } from '../seed/seed';
import { ROOT } from './firebase-config';
import { assertProductionNode, nodeRuntimeLine } from './node-runtime';
import { FIXED_PORTS, isPortFree } from './ports';
import { exportData, importData } from './snapshot';
import { startStack, type Stack } from './stack';

const DATA_DIR = join(ROOT, 'emulator-data', 'runtime');
const reset = process.argv.includes('--reset');

function step(label: string, work: () => void): void {
  const started = Date.now();
  process.stdout.write(`• ${label}… `);
  work();
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function ensurePortsFree(): Promise<void> {
  for (const [name, port] of Object.entries(FIXED_PORTS)) {
    if (!(await isPortFree(port))) {
      throw new Error(`Port ${port} (${name}) is in use. Is another \`npm start\` running? Stop it first.`);
    }
  }
}

function printBanner(stack: Stack, { accounts, morePerformers }: Awaited<ReturnType<typeof seedDemoData>>): void {
  const rows = accounts.map(
    (account) => `  ${account.role.padEnd(10)} ${account.name.padEnd(28)} ${account.tel}   ${account.password}`,
  );
  console.log(
    [
      '',
      '──────────────────────────────────────────────────────────────────────',
      `  App             ${stack.urls.web}`,
      `  E-mail inbox    ${stack.urls.inbox}`,
      `  Stripe stand-in ${stack.urls.stripe}  (test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)`,
      `  Text messages   ${stack.urls.sms}  (SMS stand-in: every text per phone number; reply as a phone there)`,
      `  System status   ${stack.urls.web}/status`,
      '',
      '  Demo accounts (log in with phone + password):',
      `  ${'Role'.padEnd(10)} ${'Name'.padEnd(28)} ${'Phone'.padEnd(16)}  Password`,
      ...rows,
      `  ${'Performer'.padEnd(10)} ${`${morePerformers.count} more demo performers`.padEnd(28)} 1-416-555-0200…${String(199 + morePerformers.count).slice(-2)}   ${morePerformers.password}`,
      '',
      '  Ctrl-C stops everything; data is kept. `npm start -- --reset` starts from the demo data again.',
      '──────────────────────────────────────────────────────────────────────',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  assertProductionNode();
  console.log(`• ${nodeRuntimeLine()}`);
  await ensurePortsFree();
  if (reset) rmSync(DATA_DIR, { recursive: true, force: true });
  step('Building functions', () => execSync('npm run build -w functions', { cwd: ROOT, stdio: 'pipe' }));
  step('Building web app', () => execSync('npm run build -w web', { cwd: ROOT, stdio: 'pipe' }));
  console.log('• Starting emulators and stand-ins…');
  const stack = await startStack({
    ports: 'fixed',
    persistDir: join(DATA_DIR, 'auth'),
    log: (line) => console.log(`  ${line}`),
  });
  Object.assign(process.env, stack.env);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n• ${signal}: saving data and stopping…`);
    if (stack.dataKind === 'stand-in') {
      const saved = await exportData(stack.projectId, DATA_DIR).catch((error: unknown) => {
        console.error(`  could not save data: ${String(error)}`);
        return undefined;
      });
      if (saved) console.log(`  saved ${saved.documents} documents and ${saved.files} files`);
    }
    await stack.stop();
    console.log('• Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('Ctrl-C'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    if (stack.dataKind === 'stand-in') {
      const restored = await importData(stack.projectId, DATA_DIR);
      if (restored.documents > 0) {
        console.log(`  restored ${restored.documents} documents and ${restored.files} files`);
        const migrated = await migratePenalties();
        console.log(`  late-commission penalties recomputed: ${migrated.kept} kept, ${migrated.removed} removed`);
      }
    }
    printBanner(stack, await seedDemoData());
  } catch (error) {
    // Nothing is left running (the kept data untouched), so the next `npm start` finds its ports free.
    await stack.stop();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
