/**
 * Starts the whole local stack: Firestore and Storage (official emulators when Java 21 and their
 * jars are present, else the Node stand-ins), the Auth, Functions and Hosting emulators, MailDev,
 * the Stripe and SMS (Twilio) stand-ins and the worker (outbox delivery and scheduled jobs, see worker.ts). Used by
 * `npm start` (fixed ports) and by the tests (free ports).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCAL_SIN_ENCRYPTION_KEY, LOCAL_TWILIO_ACCOUNT_SID } from '../../functions/src/config';
import { officialEmulatorsAvailable, startFirestore } from '../emulators/firestore';
import { startStorage } from '../emulators/storage';
import { startMailDev } from '../mail/maildev';
import { startSms } from '../sms/start';
import { startStripe } from '../stripe/start';
import { ROOT, writeFirebaseConfig } from './firebase-config';
import { startFaultsControl } from './faults';
import { startFrontEnd } from './front-end';
import { assertProductionNode, nodeRuntimeLine, withLocalNode } from './node-runtime';
import { FIXED_PORTS, freePorts, type StackPorts } from './ports';
import { startProcess, waitFor } from './process';
import { oneStartAtATime } from './start-lock';

export const PROJECT_ID = 'demo-scenecall';
/**
 * How often the worker runs each scheduled job: every minute for `npm start`; never by itself on
 * test stacks, where a test asks for a run (`runWorkerLoop`) or calls the job with its own clock, so
 * no job changes data under a test that did not ask for it.
 */
const JOB_INTERVAL_MS = { fixed: 60_000, free: 0 } as const;
/**
 * How often the worker looks for new e-mail. Test helpers ask the worker to deliver at once
 * (STACK_WORKER_URL, see worker.ts), so on test stacks the timer is only a fallback.
 */
const MAIL_POLL_MS = { fixed: 400, free: 2_000 } as const;
export const STRIPE_WEBHOOK_SECRET = 'whsec_local_stand_in';
/** The SMS stand-in's account: its Auth Token signs the webhooks, as Twilio's does. */
export const TWILIO_STAND_IN = {
  accountSid: LOCAL_TWILIO_ACCOUNT_SID,
  authToken: 'twilio_local_stand_in',
  number: '+14165550199',
} as const;

export interface StackOptions {
  /** `fixed` for npm start (firebase.json ports), `free` for tests. */
  ports: 'fixed' | 'free';
  /** Folder whose auth export is imported on start and re-exported on exit (npm start). */
  persistDir?: string;
  log?: (line: string) => void;
  /** How often the worker runs each scheduled job, when not the ports' default (bench:load: as npm start). */
  jobIntervalMs?: number;
}

export interface Stack {
  runId: string;
  projectId: string;
  ports: StackPorts;
  dataKind: 'official' | 'stand-in';
  urls: { web: string; api: string; inbox: string; stripe: string; sms: string };
  /** Environment for any process that talks to this stack (tests, seeder). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

type Stopper = () => Promise<void>;

/**
 * The functions emulator takes declared secrets from functions/.secret.local (else it asks
 * Secret Manager, which is out of reach). The local values are the same for every run.
 */
function writeLocalSecrets(env: Record<string, string>): void {
  const lines = [
    `STRIPE_SECRET_KEY=${env.STRIPE_SECRET_KEY}`,
    `STRIPE_WEBHOOK_SECRET=${env.STRIPE_WEBHOOK_SECRET}`,
    'SMTP_PASS=unused-locally',
    `SIN_ENCRYPTION_KEY=${env.SIN_ENCRYPTION_KEY}`,
    `TWILIO_AUTH_TOKEN=${env.TWILIO_AUTH_TOKEN}`,
  ];
  const path = join(ROOT, 'functions', '.secret.local');
  const text = `${lines.join('\n')}\n`;
  // Unchanged, it is not written again: the Functions emulator of a stack already running watches
  // the folder and would reload its functions under that stack's tests.
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
}

/** firebase-tools' own settings, for the emulators' process only. */
const EMULATOR_SETTINGS = {
  // Unset, START_LOGGING_EMULATOR reads as its default, the string "false", which is truthy: the
  // logging emulator (the Emulator UI's log feed, which keeps every line in memory) then starts
  // though the UI is off. Set, it reads as the boolean it says.
  START_LOGGING_EMULATOR: 'false',
  // Loading the functions' code to list them takes seconds on a loaded 2-core machine; the CLI's
  // 10 s default made a stack give up while the tests beside it used the CPU.
  FUNCTIONS_DISCOVERY_TIMEOUT: '120',
};

/** Loaded into the emulators' process before the CLI: the Auth emulator compiles its schemas on first use. */
export const EMULATORS_PRELOAD = join(ROOT, 'tools', 'stack', 'emulators-preload.cjs');

/** The Auth emulator's export is imported when one exists and written again on exit. */
function persistArgs(dir: string | undefined): string[] {
  if (!dir) return [];
  const hasExport = existsSync(join(dir, 'firebase-export-metadata.json'));
  return [...(hasExport ? ['--import', dir] : []), '--export-on-exit', dir];
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => undefined);
  assertProductionNode();
  log(`${nodeRuntimeLine()}: the emulators, the Functions workers and the worker run on it.`);
  const block = options.ports === 'fixed' ? undefined : await freePorts();
  const ports: StackPorts = block?.ports ?? { ...FIXED_PORTS };
  const runId = options.ports === 'fixed' ? 'dev' : `test-${process.pid}-${Date.now().toString(36)}`;
  // Test stacks get their own project id: the emulator hub keeps one locator file per project,
  // and stacks sharing an id would find (and stop exporting from) each other.
  const projectId = options.ports === 'fixed' ? PROJECT_ID : `${PROJECT_ID}-${Math.random().toString(36).slice(2, 8)}`;
  const runDir = join(ROOT, '.stack', runId);
  mkdirSync(runDir, { recursive: true });
  const stoppers: Stopper[] = [];
  if (block) stoppers.push(async () => block.release());
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) await stop().catch((error: unknown) => log(`stop failed: ${String(error)}`));
  };

  try {
    const official = officialEmulatorsAvailable();
    const dataKind = official ? 'official' : 'stand-in';
    let faultsUrl: string | undefined;
    if (!official) {
      const firestore = await startFirestore({ port: ports.firestore });
      stoppers.push(firestore.stop);
      if (block) {
        const faults = await startFaultsControl(block.faultsControl, firestore.faults);
        stoppers.push(faults.stop);
        faultsUrl = faults.url;
      }
      const storage = await startStorage({ port: ports.storage, projectId });
      stoppers.push(storage.stop);
    }
    log(
      official
        ? 'Data: official Firestore and Storage emulators (Java 21 found).'
        : 'Data: Node stand-ins for Firestore and Storage (official emulators need Java 21 and their jars).',
    );

    const mail = await startMailDev({
      smtpPort: ports.mailSmtp,
      webPort: ports.mailWeb,
      mailDirectory: join(runDir, 'mail'),
    });
    stoppers.push(mail.stop);

    const web = `http://127.0.0.1:${ports.hosting}`;
    const frontEnd = await startFrontEnd({ port: ports.hosting, hostingPort: ports.hostingBehindFront });
    stoppers.push(frontEnd.stop);
    const stripe = await startStripe({
      port: ports.stripe,
      webhookUrl: `${web}/api/stripe/webhook`,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
    });
    stoppers.push(stripe.stop);

    const sms = await startSms({
      port: ports.sms,
      ...TWILIO_STAND_IN,
      inboundUrl: `${web}/api/sms/inbound`,
    });
    stoppers.push(sms.stop);

    const workerControl = block?.workerControl;
    const env: Record<string, string> = {
      GCLOUD_PROJECT: projectId,
      FIRESTORE_EMULATOR_KIND: dataKind,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
      FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
      STORAGE_EMULATOR_HOST: `http://127.0.0.1:${ports.storage}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(ports.mailSmtp),
      STRIPE_API_URL: stripe.url,
      STRIPE_SECRET_KEY: 'sk_test_local_stand_in',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local_stand_in',
      STRIPE_WEBHOOK_SECRET,
      SIN_ENCRYPTION_KEY: LOCAL_SIN_ENCRYPTION_KEY,
      TWILIO_API_URL: sms.url,
      TWILIO_ACCOUNT_SID: TWILIO_STAND_IN.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO_STAND_IN.authToken,
      TWILIO_FROM_NUMBER: TWILIO_STAND_IN.number,
      WEB_BASE_URL: web,
      // As in production: Express error pages without stack traces (the runtime parses JSON
      // bodies before the app runs, so a malformed body is answered by its default handler).
      NODE_ENV: 'production',
      // As in production: Cloud Functions run in UTC, so a Toronto time computed from the server's
      // own zone shows up in tests on every machine.
      TZ: 'UTC',
      // Test stacks refuse a session ended in Auth (console, Admin SDK) within 2 s instead of
      // production's 30, so a test can wait for it (docs/architecture.md, 'Sessions').
      ...(options.ports === 'free' ? { SESSION_AUTH_CHECK_SECONDS: '2' } : {}),
      // Test stacks run at any hour, and their tests expect a text at once: quiet hours (22:00 to
      // 07:00 Toronto time) are lifted there; the tests of quiet hours ask for them.
      ...(options.ports === 'free' ? { TEXT_QUIET_HOURS: 'off' } : {}),
      // Production answers every request within 8 s of its arrival (http/deadlines.ts). A test stack on a loaded
      // machine is slow, not stalled: 60 s there, and a test of a stall asks for a short deadline
      // of its own (X-Test-Deadline-Ms, honoured by emulated stacks only).
      ...(options.ports === 'free' ? { REQUEST_DEADLINE_MS: '60000' } : {}),
      STACK_WEB_URL: web,
      STACK_INBOX_URL: mail.webUrl,
      STACK_STRIPE_URL: stripe.url,
      // The run's logs (firebase.log, worker.log) and the emulator hub, for the stack's own tests.
      STACK_RUN_DIR: runDir,
      STACK_HUB_URL: `http://127.0.0.1:${ports.hub}`,
      STACK_SMS_URL: sms.url,
      WORKER_JOB_INTERVAL_MS: String(options.jobIntervalMs ?? JOB_INTERVAL_MS[options.ports]),
      WORKER_MAIL_POLL_MS: String(MAIL_POLL_MS[options.ports]),
      ...(workerControl
        ? { WORKER_CONTROL_PORT: String(workerControl), STACK_WORKER_URL: `http://127.0.0.1:${workerControl}` }
        : {}),
      // Test stacks with the Firestore stand-in: the switch that stalls or fails its calls (faults.ts).
      ...(faultsUrl ? { STACK_FAULTS_URL: faultsUrl } : {}),
    };

    const siteDir = options.ports === 'free' ? join(runDir, 'site') : undefined;
    const configPath = writeFirebaseConfig(ports, runId, siteDir);
    stoppers.push(() => rm(configPath, { force: true }));
    if (siteDir) stoppers.push(() => rm(siteDir, { recursive: true, force: true }));
    const only = official ? 'auth,functions,hosting,firestore,storage' : 'auth,functions,hosting';
    const persist = persistArgs(options.persistDir);
    const firebaseBin = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
    await oneStartAtATime(async () => {
      writeLocalSecrets(env);
      const emulators = startProcess(
        process.execPath,
        [
          '--require',
          EMULATORS_PRELOAD,
          firebaseBin,
          'emulators:start',
          '--only',
          only,
          '--project',
          projectId,
          '--config',
          configPath,
          ...persist,
        ],
        {
          cwd: ROOT,
          // The CLI's debug log, when asked for (STACK_EMULATORS_DEBUG_LOG=1, emulators-preload.cjs),
          // in the run's folder, not one file in the checkout that every stack of it appends to.
          env: withLocalNode({
            ...process.env,
            ...env,
            ...EMULATOR_SETTINGS,
            FIREBASE_DEBUG_PATH: join(runDir, 'firebase-debug.log'),
          }),
          logFile: join(runDir, 'firebase.log'),
        },
      );
      stoppers.push(emulators.stop);
      let exited = false;
      void emulators.exited.then(() => (exited = true));
      // Generous: `npm test` starts two stacks while lint and typecheck use the CPU; a start that
      // takes 5 minutes on a loaded 2-core machine is slow, not broken.
      await waitFor(async () => (await fetch(`${web}/api/health`)).status === 200, {
        timeoutMs: 300_000,
        what: `Firebase emulators (log: ${join(runDir, 'firebase.log')})`,
        failed: () => exited,
      });
    });
    const worker = startProcess(process.execPath, ['--import', 'tsx', join(ROOT, 'tools', 'stack', 'worker.ts')], {
      cwd: ROOT,
      env: withLocalNode({ ...process.env, ...env }),
      logFile: join(runDir, 'worker.log'),
    });
    stoppers.push(worker.stop);
    log(`Worker: outbox delivery and scheduled jobs (log: ${join(runDir, 'worker.log')}).`);

    return {
      runId,
      projectId,
      ports,
      dataKind,
      urls: { web, api: `${web}/api`, inbox: mail.webUrl, stripe: stripe.url, sms: sms.url },
      env,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
