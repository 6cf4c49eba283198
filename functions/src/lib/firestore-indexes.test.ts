/**
 * Every query the server can run is declared (firestore-query.ts) and covered by
 * firestore.indexes.json. Neither local emulator enforces composite indexes, so without this test a
 * missing index shows up only in production, as a failed request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { isCovered, requiredIndex, unusedIndexes, type IndexFile } from './firestore-indexes';
import { declaredQueries, type QueryShape } from './firestore-query';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(SRC, '..', '..');
const QUERY_MODULE = join(SRC, 'lib', 'firestore-query.ts');
const isTestCode = (path: string) => /\.(test|integration\.test|test-support|access-cases)\.ts$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !isTestCode(path) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const indexFile = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as IndexFile;

let loaded: Promise<ReturnType<typeof declaredQueries>> | undefined;
/** Imports every module that declares a query (once: transforming them all takes seconds on a busy machine). */
function loadDeclaredQueries() {
  loaded ??= (async () => {
    for (const file of files.filter((candidate) => candidate.path !== QUERY_MODULE)) {
      if (file.text.includes('declareQuery(')) await import(file.path);
    }
    return declaredQueries();
  })();
  return loaded;
}

describe('Firestore queries and indexes', () => {
  // Setup, not the check: importing the repositories beside the test stacks outran the 5 s test limit.
  beforeAll(async () => {
    await loadDeclaredQueries();
  }, 60_000);

  it('filters and orders collections only through declared queries', () => {
    const raw = files
      .filter((file) => file.path !== QUERY_MODULE)
      .flatMap((file) =>
        file.text
          .split('\n')
          .map((line, index) => ({ line, at: `${relative(ROOT, file.path)}:${index + 1}` }))
          .filter(({ line }) => /\.(where|orderBy|collectionGroup|findNearest)\(/.test(line)),
      )
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(raw, 'declare these with declareQuery (lib/firestore-query.ts)').toEqual([]);
  });

  it('has a composite index in firestore.indexes.json for every declared query that needs one', async () => {
    const queries = await loadDeclaredQueries();
    expect(queries.length).toBeGreaterThan(0);
    const missing = queries
      .filter((query) => !isCovered(query.shape, indexFile))
      .map((query) => `${query.name}: add ${JSON.stringify(requiredIndex(query.shape))}`);
    expect(missing).toEqual([]);
  });

  it('declares no composite index that no query uses', async () => {
    const shapes = (await loadDeclaredQueries()).map((query) => query.shape);
    expect(unusedIndexes(shapes, indexFile)).toEqual([]);
  });
});

describe('index rules', () => {
  const empty: IndexFile = { indexes: [], fieldOverrides: [] };
  const projectsOfCasting: QueryShape = {
    collection: 'projects',
    where: [
      ['castingId', '=='],
      ['status', '=='],
    ],
    orderBy: [['createdAt', 'desc']],
  };
  const index = (fields: IndexFile['indexes'][number]['fields']): IndexFile => ({
    indexes: [{ collectionGroup: 'projects', queryScope: 'COLLECTION', fields }],
    fieldOverrides: [],
  });

  it('needs no composite index for equality filters alone, or one field filtered and ordered', () => {
    expect(isCovered({ collection: 'projects', where: [['castingId', '=='], ['status', '==']] }, empty)).toBe(true);
    expect(isCovered({ collection: 'a', where: [['at', '>=']], orderBy: [['at', 'desc']] }, empty)).toBe(true);
    expect(isCovered({ collection: 'a', where: [['dates', 'array-contains'], ['performerId', '==']] }, empty)).toBe(
      true,
    );
  });

  it('needs one for equality filters with an order on another field, or a range plus an equality', () => {
    expect(isCovered(projectsOfCasting, empty)).toBe(false);
    expect(isCovered({ collection: 'a', where: [['state', '=='], ['due', '<=']] }, empty)).toBe(false);
    expect(requiredIndex({ collection: 'a', where: [['state', '=='], ['due', '<=']] })?.fields).toEqual([
      { fieldPath: 'state', order: 'ASCENDING' },
      { fieldPath: 'due', order: 'ASCENDING' },
    ]);
  });

  it('accepts the equality fields in any order but the ordered fields only in their order and direction', () => {
    const createdDesc = { fieldPath: 'createdAt', order: 'DESCENDING' as const };
    const castingId = { fieldPath: 'castingId', order: 'ASCENDING' as const };
    const status = { fieldPath: 'status', order: 'ASCENDING' as const };
    expect(isCovered(projectsOfCasting, index([castingId, status, createdDesc]))).toBe(true);
    expect(isCovered(projectsOfCasting, index([status, castingId, createdDesc]))).toBe(true);
    expect(isCovered(projectsOfCasting, index([castingId, status, { ...createdDesc, order: 'ASCENDING' }]))).toBe(
      false,
    );
    expect(isCovered(projectsOfCasting, index([castingId, createdDesc, status]))).toBe(false);
    expect(isCovered(projectsOfCasting, index([castingId, createdDesc]))).toBe(false);
  });

  it('uses array-config fields for array-contains and the collection-group scope for group queries', () => {
    const shape: QueryShape = { collection: 'projects', where: [['tags', 'array-contains']], orderBy: [['at', 'asc']] };
    expect(isCovered(shape, index([{ fieldPath: 'tags', arrayConfig: 'CONTAINS' }, { fieldPath: 'at', order: 'ASCENDING' }]))).toBe(true);
    expect(isCovered(shape, index([{ fieldPath: 'tags', order: 'ASCENDING' }, { fieldPath: 'at', order: 'ASCENDING' }]))).toBe(false);
    expect(isCovered({ collection: 'projects', group: true, where: [['castingId', '==']] }, empty)).toBe(false);
  });

  it('reports an index no query needs', () => {
    const file = index([{ fieldPath: 'name', order: 'ASCENDING' }, { fieldPath: 'createdAt', order: 'DESCENDING' }]);
    expect(unusedIndexes([projectsOfCasting], file)).toHaveLength(1);
  });
});
