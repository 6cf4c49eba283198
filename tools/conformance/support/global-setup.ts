import type { TestProject } from 'vitest/node';
import { freePort, startFirestore } from '../../emulators/firestore';
import { startStorage } from '../../emulators/storage';

export type FirestoreKind = 'stand-in' | 'official' | 'external';

declare module 'vitest' {
  export interface ProvidedContext {
    projectId: string;
    firestoreHost: string;
    firestoreKind: FirestoreKind;
    storageHost: string;
  }
}

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-conformance';

async function firestoreHost(stops: Array<() => Promise<void>>): Promise<[string, FirestoreKind]> {
  const given = process.env.FIRESTORE_EMULATOR_HOST;
  if (given) return [given, 'external'];
  const handle = await startFirestore({ port: await freePort() });
  stops.push(handle.stop);
  return [handle.host, handle.kind];
}

async function storageHost(stops: Array<() => Promise<void>>): Promise<string> {
  const given = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (given) return given;
  const handle = await startStorage({ port: await freePort(), projectId: PROJECT_ID });
  stops.push(handle.stop);
  return handle.host;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stops: Array<() => Promise<void>> = [];
  const [fsHost, kind] = await firestoreHost(stops);
  const stHost = await storageHost(stops);
  process.env.FIRESTORE_EMULATOR_HOST = fsHost;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = stHost;
  project.provide('projectId', PROJECT_ID);
  project.provide('firestoreHost', fsHost);
  project.provide('firestoreKind', kind);
  project.provide('storageHost', stHost);
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
