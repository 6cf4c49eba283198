import { randomUUID } from 'node:crypto';
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { inject } from 'vitest';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

type Setting = 'projectId' | 'firestoreHost' | 'storageHost';

const ENV_NAMES: Record<Setting, string> = {
  projectId: 'GCLOUD_PROJECT',
  firestoreHost: 'FIRESTORE_EMULATOR_HOST',
  storageHost: 'FIREBASE_STORAGE_EMULATOR_HOST',
};

// Values come from this suite's global setup, or, when the repository's integration config runs
// these files under its own global setup (tools/test/global-stack.ts), from the env it exports.
function setting(name: Setting): string {
  const provided: unknown = inject(name);
  const value = typeof provided === 'string' && provided ? provided : process.env[ENV_NAMES[name]];
  if (!value) throw new Error(`No ${name}: run with tools/conformance/vitest.config.ts or set ${ENV_NAMES[name]}`);
  return value;
}

function app(): App {
  process.env.FIRESTORE_EMULATOR_HOST = setting('firestoreHost');
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = setting('storageHost');
  const existing = getApps()[0];
  if (existing) return existing;
  const projectId = setting('projectId');
  return initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` });
}

export function firestore(): Firestore {
  return getFirestore(app());
}

export function bucket(): Bucket {
  return getStorage(app()).bucket();
}

/** A collection or path prefix no other test uses, so tests never see each other's data. */
export function uniqueName(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}`;
}

/** Whether cases that depend on the stand-in's documented choices can be checked. */
export function isStandIn(): boolean {
  const provided: unknown = inject('firestoreKind');
  return provided === 'stand-in' || process.env.FIRESTORE_EMULATOR_KIND === 'stand-in';
}

export function grpcCode(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    return typeof code === 'number' ? code : undefined;
  }
  return undefined;
}
