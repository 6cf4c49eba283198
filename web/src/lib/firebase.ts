/**
 * Firebase web SDK, loaded only when a page needs authentication (public pages never load it).
 * The browser talks to Firestore and Storage through /api only; the SDK is used for Auth.
 */
import type { Auth } from 'firebase/auth';
import { loadRuntimeConfig } from './runtime-config';

let pending: Promise<Auth> | undefined;

async function init(): Promise<Auth> {
  const [{ initializeApp }, authModule, config] = await Promise.all([
    import('firebase/app'),
    import('./firebase-auth-sdk'),
    loadRuntimeConfig(),
  ]);
  const app = initializeApp(config.firebase);
  const auth = authModule.initializeAuth(app, { persistence: authModule.browserLocalPersistence });
  if (config.authEmulatorUrl) authModule.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

export function getFirebaseAuth(): Promise<Auth> {
  pending ??= init().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
