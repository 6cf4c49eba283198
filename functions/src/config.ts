/** Secrets are exposed to the functions as environment variables (Cloud Secret Manager). */
export const SECRET_NAMES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_PASS', 'SIN_ENCRYPTION_KEY'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** Where every function runs (keep the Firestore database in a US location for the outbox trigger). */
export const FUNCTIONS_REGION = 'us-central1';

/**
 * All server configuration, read once from the environment. In production the values come from
 * Functions params and secrets (see README); locally the stack launcher sets them.
 */
export interface ServerConfig {
  projectId: string;
  storageBucket: string;
  emulated: boolean;
  /** Public URL of the web app, used in e-mail links. */
  webBaseUrl: string;
  agency: { name: string; hstNumber: string; phone: string; email: string; emergencyHours: string };
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string; from: string };
  stripe: {
    secretKey: string;
    webhookSecret: string;
    publishableKey: string;
    /** Local stand-in only: where the SDK sends requests instead of api.stripe.com. */
    apiUrl?: string;
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
}

function env(name: string, fallback?: string): string {
  const value = process.env[name];
  if (value !== undefined && value !== '') return value;
  if (fallback !== undefined) return fallback;
  throw new Error(`Missing configuration: ${name}`);
}

/** The emulators' fixed SIN key (never used in production, where the secret is required). */
export const LOCAL_SIN_ENCRYPTION_KEY = `local-1:${Buffer.alloc(32, 7).toString('base64')}`;

function parseSinKeys(value: string): ServerConfig['sinKeys'] {
  const entries = value.split(',').map((entry) => {
    const [id, key] = entry.trim().split(':');
    const bytes = Buffer.from(key ?? '', 'base64');
    if (!id || bytes.length !== 32)
      throw new Error('SIN_ENCRYPTION_KEY must be keyId:base64 of 32 bytes, comma-separated');
    return [id, bytes] as const;
  });
  return { current: entries[0]![0], keys: Object.fromEntries(entries) };
}

let cached: ServerConfig | undefined;

export function config(): ServerConfig {
  if (cached) return cached;
  const projectId = env('GCLOUD_PROJECT', process.env.GCP_PROJECT ?? 'demo-scenecall');
  const emulated = process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  cached = {
    projectId,
    storageBucket: env('STORAGE_BUCKET', `${projectId}.appspot.com`),
    emulated,
    webBaseUrl: env('WEB_BASE_URL', 'http://127.0.0.1:5000'),
    agency: {
      name: env('AGENCY_NAME', 'SceneCall Background Agency'),
      hstNumber: env('AGENCY_HST_NUMBER', '000000000 RT0001'),
      phone: env('AGENCY_PHONE', '1-416-555-0100'),
      email: env('AGENCY_EMAIL', 'office@scenecall.example'),
      emergencyHours: env('AGENCY_EMERGENCY_HOURS', 'Mon-Fri 9am-8pm'),
    },
    smtp: {
      host: env('SMTP_HOST', '127.0.0.1'),
      port: Number(env('SMTP_PORT', '1025')),
      secure: env('SMTP_SECURE', 'false') === 'true',
      user: process.env.SMTP_USER,
      pass: process.env.SMTP_PASS,
      from: env('SMTP_FROM', 'SceneCall <no-reply@scenecall.example>'),
    },
    stripe: {
      secretKey: env('STRIPE_SECRET_KEY', emulated ? 'sk_test_local' : undefined),
      webhookSecret: env('STRIPE_WEBHOOK_SECRET', emulated ? 'whsec_local' : undefined),
      publishableKey: env('STRIPE_PUBLISHABLE_KEY', emulated ? 'pk_test_local' : undefined),
      apiUrl: process.env.STRIPE_API_URL,
    },
    sinKeys: parseSinKeys(env('SIN_ENCRYPTION_KEY', emulated ? LOCAL_SIN_ENCRYPTION_KEY : undefined)),
    authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    firebaseWebApiKey: env('FIREBASE_WEB_API_KEY', 'demo-api-key'),
  };
  return cached;
}
