/**
 * Cases of the privacy routes for the route × actor matrix (accounts/access-matrix): performer A has
 * a ready own-data export with a known link; performer B reaches for it with A's real id and token.
 * (The default case would put A's uid where the export id goes, which reaches nothing.)
 */
import { createHash } from 'node:crypto';
import { adminDb, type TestUser } from '../../../../tools/testing/users';

const MATRIX_TOKEN = 'matrix-token-matrix-token-matrix-token-00';
const exportIdOf = (owner: TestUser) => `matrix-${owner.uid}`;

async function hasReadyExport(owner: TestUser): Promise<void> {
  const now = new Date();
  await adminDb()
    .collection('dataExports')
    .doc(exportIdOf(owner))
    .set({
      performerId: owner.uid,
      state: 'ready',
      requestedAt: now.toISOString(),
      leaseUntil: null,
      readyAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
      tokenHash: createHash('sha256').update(MATRIX_TOKEN).digest('hex'),
      downloadedAt: null,
      bytes: 1,
    });
}

interface PrivacyOwnerCase {
  request: (owner: TestUser) => { path: string };
  expect: 'refused';
  setup: (owner: TestUser) => Promise<void>;
}

export const PRIVACY_OWNER_CASES: Record<string, PrivacyOwnerCase> = {
  'POST /performer/data-exports/:id/link': {
    expect: 'refused',
    setup: hasReadyExport,
    request: (owner) => ({ path: `/performer/data-exports/${exportIdOf(owner)}/link` }),
  },
  'GET /performer/data-exports/:id/download': {
    expect: 'refused',
    setup: hasReadyExport,
    request: (owner) => ({ path: `/performer/data-exports/${exportIdOf(owner)}/download?token=${MATRIX_TOKEN}` }),
  },
};
