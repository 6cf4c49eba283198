import { randomUUID } from 'node:crypto';
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { inject } from 'vitest';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

function app(): App {
  process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = inject('storageHost');
  const existing = getApps()[0];
  if (existing) return existing;
  const projectId = inject('projectId');
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
  return inject('firestoreKind') === 'stand-in';
}

export function grpcCode(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    return typeof code === 'number' ? code : undefined;
  }
  return undefined;
}
