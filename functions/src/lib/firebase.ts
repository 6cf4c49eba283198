/** The one place that initialises firebase-admin. Repositories get their handles from here. */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { config } from '../config';

function app(): App {
  const existing = getApps()[0];
  if (existing) return existing;
  const { projectId, storageBucket } = config();
  return initializeApp({ projectId, storageBucket });
}

export const db = () => getFirestore(app());
export const auth = () => getAuth(app());
export const bucket = () => getStorage(app()).bucket();
