/** Where the running test stack is, read from the environment the global setup provides. */
export interface StackEnv {
  webUrl: string;
  apiUrl: string;
  inboxUrl: string;
  stripeUrl: string;
  /** The SMS (Twilio) stand-in: its page and its test controls (tools/sms/handler.ts). */
  smsUrl: string;
  projectId: string;
  authHost: string;
}

export function stackEnv(): StackEnv {
  const webUrl = process.env.STACK_WEB_URL;
  if (!webUrl) throw new Error('STACK_WEB_URL is not set: run tests through `npm test` or a stack vitest config');
  return {
    webUrl,
    apiUrl: `${webUrl}/api`,
    inboxUrl: process.env.STACK_INBOX_URL ?? '',
    stripeUrl: process.env.STACK_STRIPE_URL ?? '',
    smsUrl: process.env.STACK_SMS_URL ?? '',
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-scenecall',
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
  };
}
