/**
 * Demo projects and production days. The projects feature has no service yet, so these are
 * written with fixed ids (re-running changes nothing); switch to its service when it exists.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { getApps, initializeApp } from 'firebase-admin/app';
import { ROOT } from '../stack/firebase-config';

interface ProjectFixture {
  id: string;
  name: string;
  days: {
    id: string;
    title: string;
    dates: string[];
    location: string;
    shuttle: string;
    rate: string;
    requiredDocuments: string;
    notes: string;
  }[];
}

export async function seedProjects(castingUid: string): Promise<{ projects: number; days: number }> {
  const fixtures = JSON.parse(
    readFileSync(join(ROOT, 'emulator-data', 'fixtures', 'projects.json'), 'utf8'),
  ) as ProjectFixture[];
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const db = getFirestore(app);
  let days = 0;
  for (const project of fixtures) {
    const projectRef = db.collection('projects').doc(project.id);
    await db.runTransaction(async (transaction) => {
      const existing = await transaction.get(projectRef);
      if (existing.exists) return;
      transaction.create(projectRef, {
        name: project.name,
        castingId: castingUid,
        archived: false,
        createdAt: FieldValue.serverTimestamp(),
      });
      for (const day of project.days) {
        const { id, ...fields } = day;
        transaction.create(projectRef.collection('days').doc(id), {
          ...fields,
          projectId: project.id,
          createdAt: FieldValue.serverTimestamp(),
        });
      }
    });
    days += project.days.length;
  }
  return { projects: fixtures.length, days };
}
