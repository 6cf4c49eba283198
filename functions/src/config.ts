import { AGENCY, toE164 } from '@scenecall/shared';
import { deadlineMsParse, PRODUCTION_REQUEST_DEADLINE_MS } from './http/deadlines';

/** Secrets are exposed to the functions as environment variables (Cloud Secret Manager). */
export const SECRET_NAMES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_PASS',
  'SIN_ENCRYPTION_KEY',
  'TWILIO_AUTH_TOKEN',
  'CHECK_IN_SECRET',
  'GUARDIAN_LINK_SECRET',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** Where every function runs (keep the Firestore database in a US location for the outbox trigger). */
export const FUNCTIONS_REGION = 'us-central1';

/**
 * All server configuration, read once from the environment. In production the values come from
 * `functions/.env.<project-id>` and Secret Manager (see docs/operations.md): every required value
 * must be there, and a missing or malformed one stops the function at start with one error naming
 * them all. The emulated stack (Functions emulator, or any process pointed at the Firestore
 * emulator) keeps local defaults.
 */
export interface ServerConfig {
  projectId: string;
  storageBucket: string;
  emulated: boolean;
  /** Public URL of the web app, used in e-mail links. */
  webBaseUrl: string;
  agency: { name: string; hstNumber: string; phone: string; email: string; emergencyHours: string };
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string; from: string };
  /** Signs the performers' check-in codes (HMAC-SHA256): a code is useless without it. */
  checkInSecret: string;
  /** Signs the links to a minor's guardian page (HMAC-SHA256): a link is useless without it. */
  guardianLinkSecret: string;
  stripe: {
    secretKey: string;
    webhookSecret: string;
    publishableKey: string;
    /** Local stand-in only: where the SDK sends requests instead of api.stripe.com. */
    apiUrl?: string;
  };
  /**
   * Text messages through Twilio: the account, its Auth Token (which also signs Twilio's webhooks)
   * and the number texts come from (E.164: a Canadian long code or toll-free number). `senderName`
   * opens every text ('SceneCall: …'), so each one names the agency.
   */
  sms: {
    accountSid: string;
    authToken: string;
    from: string;
    senderName: string;
    /** Local stand-in only: where the SDK sends requests instead of api.twilio.com. */
    apiUrl?: string;
    /**
     * Whether quiet hours hold texts (QUIET_HOURS in the shared package). Always in production;
     * an emulated stack lifts them with TEXT_QUIET_HOURS=off: the test stacks do, because their
     * tests run at any hour and expect a text at once (the quiet-hours tests ask for them).
     */
    quietHours: boolean;
  };
  /**
   * Keys that encrypt the SIN at rest, from the secret SIN_ENCRYPTION_KEY: `keyId:base64key`
   * entries (32-byte keys) separated by commas, the first one encrypting, all of them decrypting
   * (rotation: put the new key first, keep the old ones until every record was saved again).
   */
  sinKeys: { current: string; keys: Record<string, Buffer> };
  /** Auth emulator host seen by browsers (e.g. 127.0.0.1:9099), only when emulated. */
  authEmulatorHost?: string;
  firebaseWebApiKey: string;
  /** Who may sign an Admin's custom e-mail ('Sent by'): the signature line and the reply-to address. */
  mailSigners: MailSigner[];
  /**
   * How old an instance's copy of an account's Firebase Auth state (disabled, tokens revoked) may be
   * when a request is let through: the bound on how long a session ended outside the app (Firebase
   * console, Admin SDK) keeps working. SESSION_AUTH_CHECK_SECONDS, 1 to 60; 30 unless set.
   */
  authStateMaxAgeMs: number;
  /**
   * How long a request may take before it is answered 503 (http/deadlines.ts): 8 s in production;
   * an emulated stack may set REQUEST_DEADLINE_MS (test stacks: 60 s, so a loaded machine does not
   * answer spurious 503s) and honours a test's X-Test-Deadline-Ms.
   */
  requestDeadlineMs: number;
}

/** Sessions ended outside the app are refused within this (docs/architecture.md 'Sessions'); at most 60 s. */
export const DEFAULT_AUTH_STATE_MAX_AGE_SECONDS = 30;
const AUTH_STATE_MAX_AGE_LIMIT_SECONDS = 60;

export interface MailSigner {
  id: string;
  /** The signature line, e.g. 'Alex Morgan, Agency Director'. */
  name: string;
  replyTo: string;
}

/** The emulators' signers (production sets MAIL_SIGNERS). */
export const LOCAL_MAIL_SIGNERS =
  'director|Alex Morgan, Agency Director|director@scenecall.example;bookings|The SceneCall Booking Office|bookings@scenecall.example';

/** MAIL_SIGNERS: `id|Signature line|reply-to@address` entries separated by semicolons; undefined when malformed. */
export function parseMailSigners(value: string): MailSigner[] | undefined {
  const signers = value.split(';').map((entry) => {
    const [id = '', name = '', replyTo = ''] = entry.split('|').map((part) => part.trim());
    return { id, name, replyTo };
  });
  const wellFormed = signers.every(
    ({ id, name, replyTo }) => /^[a-z0-9-]{1,40}$/.test(id) && name !== '' && /^[^@\s]+@[^@\s]+$/.test(replyTo),
  );
  const distinct = new Set(signers.map((signer) => signer.id)).size === signers.length;
  return wellFormed && distinct ? signers : undefined;
}

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigurationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The function cannot start: its configuration is incomplete.\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/** The emulators' fixed SIN key (never used in production, where the secret is required). */
export const LOCAL_SIN_ENCRYPTION_KEY = `local-1:${Buffer.alloc(32, 7).toString('base64')}`;

/** `keyId:base64[,older…]`: the first key encrypts, all decrypt; undefined when malformed. */
function sinKeysParse(value: string): ServerConfig['sinKeys'] | undefined {
  const entries = value.split(',').map((entry) => {
    const [id, key] = entry.trim().split(':');
    return [id ?? '', Buffer.from(key ?? '', 'base64')] as const;
  });
  if (entries.some(([id, bytes]) => id === '' || bytes.length !== 32)) return undefined;
  return { current: entries[0]![0], keys: Object.fromEntries(entries) };
}

function authStateSecondsParse(value: string): number | undefined {
  const seconds = /^\d{1,2}$/.test(value) ? Number(value) : NaN;
  return seconds >= 1 && seconds <= AUTH_STATE_MAX_AGE_LIMIT_SECONDS ? seconds : undefined;
}

/** The Twilio stand-in's account (tools/sms): an Account SID is AC and 32 hex digits. */
export const LOCAL_TWILIO_ACCOUNT_SID = `AC${'0'.repeat(31)}1`;

/** Values that have a local default; in production each must be set. */
const LOCAL_DEFAULTS = {
  WEB_BASE_URL: 'http://127.0.0.1:5000',
  AGENCY_NAME: AGENCY.name,
  AGENCY_HST_NUMBER: AGENCY.hstNumber,
  AGENCY_PHONE: AGENCY.phone,
  AGENCY_EMAIL: AGENCY.email,
  AGENCY_EMERGENCY_HOURS: AGENCY.emergencyHours,
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '1025',
  SMTP_FROM: 'SceneCall <no-reply@scenecall.example>',
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_WEBHOOK_SECRET: 'whsec_local',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
  FIREBASE_WEB_API_KEY: 'demo-api-key',
  STORAGE_BUCKET: '',
  SIN_ENCRYPTION_KEY: LOCAL_SIN_ENCRYPTION_KEY,
  MAIL_SIGNERS: LOCAL_MAIL_SIGNERS,
  TWILIO_ACCOUNT_SID: LOCAL_TWILIO_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: 'local-twilio-auth-token',
  TWILIO_FROM_NUMBER: '+14165550199',
  SMS_SENDER_NAME: 'SceneCall',
  CHECK_IN_SECRET: 'local-check-in-secret',
  GUARDIAN_LINK_SECRET: 'local-guardian-link-secret',
} as const;
type RequiredName = keyof typeof LOCAL_DEFAULTS;

/** The names production must set (docs/operations.md lists where each comes from). */
export const REQUIRED_IN_PRODUCTION = Object.keys(LOCAL_DEFAULTS) as RequiredName[];

export function isEmulated(env: Env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST);
}

/** Problems with values that are set (a missing value is reported as missing, not as malformed). */
function malformed(present: (name: string) => string | undefined, emulated: boolean): string[] {
  const problems: string[] = [];
  const webBaseUrl = present('WEB_BASE_URL');
  if (webBaseUrl !== undefined) {
    const url = URL.canParse(webBaseUrl) ? new URL(webBaseUrl) : undefined;
    if (!url || (!emulated && url.protocol !== 'https:')) {
      problems.push(`WEB_BASE_URL is not an ${emulated ? 'absolute' : 'https'} URL: ${webBaseUrl}`);
    }
  }
  const port = present('SMTP_PORT');
  if (port !== undefined && !/^\d{1,5}$/.test(port)) problems.push(`SMTP_PORT is not a port number: ${port}`);
  const sinKey = present('SIN_ENCRYPTION_KEY');
  if (sinKey !== undefined && !sinKeysParse(sinKey)) {
    problems.push('SIN_ENCRYPTION_KEY is not keyId:base64 of 32 bytes (comma-separated for older keys)');
  }
  const signers = present('MAIL_SIGNERS');
  if (signers !== undefined && !parseMailSigners(signers)) {
    problems.push('MAIL_SIGNERS is not id|Signature line|reply-to@address entries separated by ; (distinct ids)');
  }
  const accountSid = present('TWILIO_ACCOUNT_SID');
  if (accountSid !== undefined && !/^AC[0-9a-f]{32}$/.test(accountSid)) {
    problems.push('TWILIO_ACCOUNT_SID is not an Account SID (AC and 32 hex digits)');
  }
  const from = present('TWILIO_FROM_NUMBER');
  if (from !== undefined && toE164(from) !== from) {
    problems.push(`TWILIO_FROM_NUMBER is not a North American number in E.164 (+1XXXXXXXXXX): ${from}`);
  }
  const authCheck = present('SESSION_AUTH_CHECK_SECONDS');
  if (authCheck !== undefined && !authStateSecondsParse(authCheck)) {
    problems.push(`SESSION_AUTH_CHECK_SECONDS is not a whole number of seconds from 1 to 60: ${authCheck}`);
  }
  if (!emulated && present('SMTP_USER') !== undefined && present('SMTP_PASS') === undefined) {
    problems.push('SMTP_PASS is not set (SMTP_USER is)');
  }
  return problems;
}

/**
 * The configuration an environment describes, or a ConfigurationError listing every missing or
 * malformed value. Pure: reads only `env`.
 */
export function readConfig(env: Env): ServerConfig {
  const emulated = isEmulated(env);
  const projectId = env.GCLOUD_PROJECT || env.GCP_PROJECT || 'demo-scenecall';
  const present = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const missing = emulated ? [] : REQUIRED_IN_PRODUCTION.filter((name) => present(name) === undefined);
  const problems = [...missing.map((name) => `${name} is not set`), ...malformed(present, emulated)];
  if (problems.length > 0) throw new ConfigurationError(problems);
  const values = Object.fromEntries(
    REQUIRED_IN_PRODUCTION.map((name) => [name, present(name) ?? LOCAL_DEFAULTS[name]]),
  ) as Record<RequiredName, string>;
  return {
    projectId,
    storageBucket: values.STORAGE_BUCKET || `${projectId}.appspot.com`,
    emulated,
    webBaseUrl: values.WEB_BASE_URL,
    agency: {
      name: values.AGENCY_NAME,
      hstNumber: values.AGENCY_HST_NUMBER,
      phone: values.AGENCY_PHONE,
      email: values.AGENCY_EMAIL,
      emergencyHours: values.AGENCY_EMERGENCY_HOURS,
    },
    smtp: {
      host: values.SMTP_HOST,
      port: Number(values.SMTP_PORT),
      secure: env.SMTP_SECURE === 'true',
      user: present('SMTP_USER'),
      pass: present('SMTP_PASS'),
      from: values.SMTP_FROM,
    },
    checkInSecret: values.CHECK_IN_SECRET,
    guardianLinkSecret: values.GUARDIAN_LINK_SECRET,
    stripe: {
      secretKey: values.STRIPE_SECRET_KEY,
      webhookSecret: values.STRIPE_WEBHOOK_SECRET,
      publishableKey: values.STRIPE_PUBLISHABLE_KEY,
      apiUrl: emulated ? present('STRIPE_API_URL') : undefined,
    },
    sms: {
      accountSid: values.TWILIO_ACCOUNT_SID,
      authToken: values.TWILIO_AUTH_TOKEN,
      from: values.TWILIO_FROM_NUMBER,
      senderName: values.SMS_SENDER_NAME,
      apiUrl: emulated ? present('TWILIO_API_URL') : undefined,
      quietHours: !(emulated && present('TEXT_QUIET_HOURS') === 'off'),
    },
    sinKeys: sinKeysParse(values.SIN_ENCRYPTION_KEY)!,
    authEmulatorHost: emulated ? present('FIREBASE_AUTH_EMULATOR_HOST') : undefined,
    firebaseWebApiKey: values.FIREBASE_WEB_API_KEY,
    mailSigners: parseMailSigners(values.MAIL_SIGNERS)!,
    authStateMaxAgeMs:
      (authStateSecondsParse(present('SESSION_AUTH_CHECK_SECONDS') ?? '') ?? DEFAULT_AUTH_STATE_MAX_AGE_SECONDS) * 1000,
    requestDeadlineMs:
      (emulated ? deadlineMsParse(present('REQUEST_DEADLINE_MS')) : undefined) ?? PRODUCTION_REQUEST_DEADLINE_MS,
  };
}

let cached: ServerConfig | undefined;

/** The process's configuration (read on first use; index.ts reads it at start in production). */
export function config(): ServerConfig {
  cached ??= readConfig(process.env);
  return cached;
}
