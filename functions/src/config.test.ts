import { describe, expect, it } from 'vitest';
import { ConfigurationError, readConfig, REQUIRED_IN_PRODUCTION, type Env } from './config';

const PRODUCTION: Env = {
  GCLOUD_PROJECT: 'scenecall-prod',
  WEB_BASE_URL: 'https://scenecall.ca',
  AGENCY_NAME: 'SceneCall Background Agency Inc.',
  AGENCY_HST_NUMBER: '123456789 RT0001',
  AGENCY_PHONE: '1-416-555-0199',
  AGENCY_EMAIL: 'office@scenecall.ca',
  AGENCY_EMERGENCY_HOURS: 'Mon-Sun 6am-10pm',
  SMTP_HOST: 'smtp.example.net',
  SMTP_PORT: '587',
  SMTP_USER: 'mailer',
  SMTP_PASS: 'secret',
  SMTP_FROM: 'SceneCall <no-reply@scenecall.ca>',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  FIREBASE_WEB_API_KEY: 'AIza-x',
  STORAGE_BUCKET: 'scenecall-prod.firebasestorage.app',
  SIN_ENCRYPTION_KEY: `sin-2:${Buffer.alloc(32, 2).toString('base64')},sin-1:${Buffer.alloc(32, 1).toString('base64')}`,
  MAIL_SIGNERS:
    'director|Maria Rossi, Agency Director|maria@scenecall.ca;office|The Booking Office|office@scenecall.ca',
  TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`,
  TWILIO_AUTH_TOKEN: 'twilio-token',
  TWILIO_FROM_NUMBER: '+16475550123',
  SMS_SENDER_NAME: 'SceneCall',
  CHECK_IN_SECRET: 'check-in-secret',
  GUARDIAN_LINK_SECRET: 'guardian-link-secret',
};

function problemsOf(env: Env): readonly string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
}

describe('configuration', () => {
  it('reads a complete production environment', () => {
    const config = readConfig(PRODUCTION);
    expect(config).toMatchObject({
      emulated: false,
      projectId: 'scenecall-prod',
      webBaseUrl: 'https://scenecall.ca',
      agency: { hstNumber: '123456789 RT0001' },
      smtp: { host: 'smtp.example.net', port: 587, secure: false, user: 'mailer', pass: 'secret' },
      storageBucket: 'scenecall-prod.firebasestorage.app',
      sinKeys: { current: 'sin-2' },
    });
    expect(Object.keys(config.sinKeys.keys)).toEqual(['sin-2', 'sin-1']);
    expect(config.mailSigners).toEqual([
      { id: 'director', name: 'Maria Rossi, Agency Director', replyTo: 'maria@scenecall.ca' },
      { id: 'office', name: 'The Booking Office', replyTo: 'office@scenecall.ca' },
    ]);
  });

  it('in production, names every missing value in one error', () => {
    const env = { ...PRODUCTION, AGENCY_HST_NUMBER: undefined, WEB_BASE_URL: '', STRIPE_WEBHOOK_SECRET: undefined };
    expect(() => readConfig(env)).toThrow(ConfigurationError);
    expect(problemsOf(env)).toEqual([
      'WEB_BASE_URL is not set',
      'AGENCY_HST_NUMBER is not set',
      'STRIPE_WEBHOOK_SECRET is not set',
    ]);
    expect(() => readConfig(env)).toThrow(/AGENCY_HST_NUMBER is not set\n.*STRIPE_WEBHOOK_SECRET is not set/s);
  });

  it('in production, with nothing set, names every required value', () => {
    expect(problemsOf({ GCLOUD_PROJECT: 'p' })).toEqual(REQUIRED_IN_PRODUCTION.map((name) => `${name} is not set`));
    expect(REQUIRED_IN_PRODUCTION).toEqual(
      expect.arrayContaining(['WEB_BASE_URL', 'AGENCY_HST_NUMBER', 'SMTP_HOST', 'STRIPE_SECRET_KEY', 'STORAGE_BUCKET']),
    );
  });

  it('in production, refuses malformed values', () => {
    expect(problemsOf({ ...PRODUCTION, WEB_BASE_URL: 'http://scenecall.ca', SMTP_PORT: 'smtp' })).toEqual([
      'WEB_BASE_URL is not an https URL: http://scenecall.ca',
      'SMTP_PORT is not a port number: smtp',
    ]);
    expect(problemsOf({ ...PRODUCTION, SMTP_PASS: undefined })).toEqual(['SMTP_PASS is not set (SMTP_USER is)']);
    expect(problemsOf({ ...PRODUCTION, SIN_ENCRYPTION_KEY: 'sin-1:c2hvcnQ=' })).toEqual([
      'SIN_ENCRYPTION_KEY is not keyId:base64 of 32 bytes (comma-separated for older keys)',
    ]);
    for (const signers of ['director|Maria', 'a|A|a@x.ca;a|B|b@x.ca', 'Director|Maria|maria@x.ca']) {
      expect(problemsOf({ ...PRODUCTION, MAIL_SIGNERS: signers }), signers).toEqual([
        'MAIL_SIGNERS is not id|Signature line|reply-to@address entries separated by ; (distinct ids)',
      ]);
    }
  });

  it('in production, texts need the Twilio account, its token and a number in E.164, never a stand-in', () => {
    expect(problemsOf({ ...PRODUCTION, TWILIO_AUTH_TOKEN: undefined, TWILIO_ACCOUNT_SID: '' })).toEqual([
      'TWILIO_ACCOUNT_SID is not set',
      'TWILIO_AUTH_TOKEN is not set',
    ]);
    expect(problemsOf({ ...PRODUCTION, TWILIO_ACCOUNT_SID: 'AC123', TWILIO_FROM_NUMBER: '647-555-0123' })).toEqual([
      'TWILIO_ACCOUNT_SID is not an Account SID (AC and 32 hex digits)',
      'TWILIO_FROM_NUMBER is not a North American number in E.164 (+1XXXXXXXXXX): 647-555-0123',
    ]);
    const config = readConfig({ ...PRODUCTION, TWILIO_API_URL: 'http://127.0.0.1:12112' });
    expect(config.sms).toEqual({
      accountSid: PRODUCTION.TWILIO_ACCOUNT_SID,
      authToken: 'twilio-token',
      from: '+16475550123',
      senderName: 'SceneCall',
      apiUrl: undefined,
      quietHours: true,
    });
  });

  it('gives a request 8 s in production, so that it is answered within 10 s at the client; only an emulated stack may set its own deadline', () => {
    expect(readConfig(PRODUCTION).requestDeadlineMs).toBe(8_000);
    expect(readConfig({ ...PRODUCTION, REQUEST_DEADLINE_MS: '60000' }).requestDeadlineMs).toBe(8_000);
    const emulated = { GCLOUD_PROJECT: 'demo-scenecall', FUNCTIONS_EMULATOR: 'true' };
    expect(readConfig({ ...emulated, REQUEST_DEADLINE_MS: '60000' }).requestDeadlineMs).toBe(60_000);
    expect(readConfig({ ...emulated, REQUEST_DEADLINE_MS: 'soon' }).requestDeadlineMs).toBe(8_000);
  });

  it("bounds how old an account's Auth state may be: 30 s unless set, never more than 60 s", () => {
    expect(readConfig(PRODUCTION).authStateMaxAgeMs).toBe(30_000);
    expect(readConfig({ ...PRODUCTION, SESSION_AUTH_CHECK_SECONDS: '60' }).authStateMaxAgeMs).toBe(60_000);
    for (const value of ['61', '0', '1.5', 'soon']) {
      expect(problemsOf({ ...PRODUCTION, SESSION_AUTH_CHECK_SECONDS: value }), value).toEqual([
        `SESSION_AUTH_CHECK_SECONDS is not a whole number of seconds from 1 to 60: ${value}`,
      ]);
    }
  });

  it('in production, never points Stripe or Auth at a local stand-in', () => {
    const config = readConfig({
      ...PRODUCTION,
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      FIREBASE_AUTH_EMULATOR_HOST: 'x',
    });
    expect(config.stripe.apiUrl).toBeUndefined();
    expect(config.authEmulatorHost).toBeUndefined();
  });

  it('keeps quiet hours for texts in production; only an emulated stack may lift them', () => {
    expect(readConfig({ ...PRODUCTION, TEXT_QUIET_HOURS: 'off' }).sms.quietHours).toBe(true);
    const emulated = { GCLOUD_PROJECT: 'demo-scenecall', FUNCTIONS_EMULATOR: 'true' };
    expect(readConfig(emulated).sms.quietHours).toBe(true);
    expect(readConfig({ ...emulated, TEXT_QUIET_HOURS: 'off' }).sms.quietHours).toBe(false);
  });

  it.each([{ FUNCTIONS_EMULATOR: 'true' }, { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }])(
    'on the emulated stack (%o) keeps the local defaults',
    (emulator) => {
      const config = readConfig({ GCLOUD_PROJECT: 'demo-scenecall', ...emulator });
      expect(config).toMatchObject({
        emulated: true,
        webBaseUrl: 'http://127.0.0.1:5000',
        storageBucket: 'demo-scenecall.appspot.com',
        smtp: { host: '127.0.0.1', port: 1025 },
        stripe: { secretKey: 'sk_test_local' },
      });
    },
  );
});
