/**
 * Keeps `npm start`'s data between runs when the Node stand-ins hold it (the official emulators
 * have their own --import/--export-on-exit). Firestore documents are exported through the admin
 * SDK with their types tagged; Storage objects are copied with their metadata.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { DocumentReference, GeoPoint, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

type Tagged =
  | { $timestamp: [number, number] }
  | { $geo: [number, number] }
  | { $bytes: string }
  | { $ref: string }
  | Tagged[]
  | { [key: string]: Tagged }
  | string
  | number
  | boolean
  | null;

function encode(value: unknown): Tagged {
  if (value instanceof Timestamp) return { $timestamp: [value.seconds, value.nanoseconds] };
  if (value instanceof GeoPoint) return { $geo: [value.latitude, value.longitude] };
  if (value instanceof DocumentReference) return { $ref: value.path };
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(encode);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, encode(inner)]));
  }
  return value as Tagged;
}

function decode(db: Firestore, value: Tagged): unknown {
  if (Array.isArray(value)) return value.map((inner) => decode(db, inner));
  if (value !== null && typeof value === 'object') {
    if ('$timestamp' in value && Array.isArray(value.$timestamp)) {
      const [seconds, nanoseconds] = value.$timestamp as [number, number];
      return new Timestamp(seconds, nanoseconds);
    }
    if ('$geo' in value && Array.isArray(value.$geo)) {
      const [latitude, longitude] = value.$geo as [number, number];
      return new GeoPoint(latitude, longitude);
    }
    if ('$ref' in value && typeof value.$ref === 'string') return db.doc(value.$ref);
    if ('$bytes' in value && typeof value.$bytes === 'string') return Buffer.from(value.$bytes, 'base64');
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, decode(db, inner as Tagged)]));
  }
  return value;
}

function app(projectId: string) {
  return (
    getApps().find((candidate) => candidate.name === 'snapshot') ??
    initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, 'snapshot')
  );
}

async function collectDocuments(db: Firestore, out: Record<string, Tagged>): Promise<void> {
  const visit = async (collections: FirebaseFirestore.CollectionReference[]) => {
    for (const collection of collections) {
      const refs = await collection.listDocuments();
      for (const ref of refs) {
        const snapshot = await ref.get();
        if (snapshot.exists) out[ref.path] = encode(snapshot.data());
        await visit(await ref.listCollections());
      }
    }
  };
  await visit(await db.listCollections());
}

export async function exportData(projectId: string, dir: string): Promise<{ documents: number; files: number }> {
  const db = getFirestore(app(projectId));
  const documents: Record<string, Tagged> = {};
  await collectDocuments(db, documents);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'firestore.json'), JSON.stringify(documents));

  const filesDir = join(dir, 'storage');
  await rm(filesDir, { recursive: true, force: true });
  const [files] = await getStorage(app(projectId)).bucket().getFiles();
  for (const file of files) {
    const [content] = await file.download();
    const [metadata] = await file.getMetadata();
    const target = join(filesDir, 'objects', file.name);
    mkdirSync(dirname(target), { recursive: true });
    await writeFile(target, content);
    await writeFile(
      `${target}.meta.json`,
      JSON.stringify({ contentType: metadata.contentType, metadata: metadata.metadata }),
    );
  }
  return { documents: Object.keys(documents).length, files: files.length };
}

async function listFiles(root: string, prefix = ''): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(join(root, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(root, join(prefix, entry.name)) : Promise.resolve([join(prefix, entry.name)]),
    ),
  );
  return nested.flat().filter((path) => !path.endsWith('.meta.json'));
}

export async function importData(projectId: string, dir: string): Promise<{ documents: number; files: number }> {
  const path = join(dir, 'firestore.json');
  if (!existsSync(path)) return { documents: 0, files: 0 };
  const db = getFirestore(app(projectId));
  const documents = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Tagged>;
  const entries = Object.entries(documents);
  for (let start = 0; start < entries.length; start += 400) {
    const batch = db.batch();
    for (const [docPath, data] of entries.slice(start, start + 400)) {
      batch.set(db.doc(docPath), decode(db, data) as FirebaseFirestore.DocumentData);
    }
    await batch.commit();
  }
  const objectsDir = join(dir, 'storage', 'objects');
  const names = await listFiles(objectsDir);
  const bucket = getStorage(app(projectId)).bucket();
  for (const name of names) {
    const meta = JSON.parse(await readFile(join(objectsDir, `${name}.meta.json`), 'utf8')) as {
      contentType?: string;
      metadata?: Record<string, string>;
    };
    await bucket.file(name).save(await readFile(join(objectsDir, name)), {
      contentType: meta.contentType,
      metadata: { metadata: meta.metadata },
      resumable: false,
    });
  }
  return { documents: entries.length, files: names.length };
}
