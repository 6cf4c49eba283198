/** Where the running test stack is, read from the environment the global setup provides. */
export interface StackEnv {
  webUrl: string;
  apiUrl: string;
  inboxUrl: string;
  stripeUrl: string;
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
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-scenecall',
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
  };
}
