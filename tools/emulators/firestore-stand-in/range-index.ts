// Range filters over one field of a large collection (the user index's `updatedAt > t` catch-up at
// 100,000 users), answered as Firestore answers them: from an index sorted on the field, not a scan
// of every document. The index only narrows the candidates to documents whose value lies past the
// bound in Firestore's total order of values; the query's own filter, order and limit still decide,
// so the answer is exactly the scan's. An index lives until the next commit to its collection.
import {
  StructuredQueryCompositeFilterOperator as CompositeOp,
  StructuredQueryFieldFilterOperator as FieldOp,
  type StructuredQueryFieldFilter,
  type StructuredQueryFilter,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
import type { StoredCollection, StoredDocument } from './tree';
import { compareValues, fieldOf, fromV1, getIn, isNameField, parseFieldPath, type Value } from './values';

/** Below this many documents a scan costs no more than keeping an index. */
export const RANGE_INDEX_MIN_DOCUMENTS = 2_000;

const LOWER = new Set([FieldOp.GREATER_THAN, FieldOp.GREATER_THAN_OR_EQUAL]);
const UPPER = new Set([FieldOp.LESS_THAN, FieldOp.LESS_THAN_OR_EQUAL]);

interface Entry {
  value: Value;
  document: StoredDocument;
}

interface FieldIndex {
  revision: number;
  entries: Entry[];
}

const indexes = new WeakMap<StoredCollection, Map<string, FieldIndex>>();

/** The range filter to narrow by: the filter itself, or one part of a top-level AND. */
function rangeFilterOf(filter: StructuredQueryFilter): StructuredQueryFieldFilter | undefined {
  const isRange = (candidate: StructuredQueryFilter) =>
    candidate.has_field_filter &&
    (LOWER.has(candidate.field_filter.op) || UPPER.has(candidate.field_filter.op)) &&
    !isNameField(parseFieldPath(candidate.field_filter.field.field_path));
  if (isRange(filter)) return filter.field_filter;
  if (filter.has_composite_filter && filter.composite_filter.op === CompositeOp.AND)
    return filter.composite_filter.filters.find(isRange)?.field_filter;
  return undefined;
}

function entriesOf(collection: StoredCollection, path: string): Entry[] {
  const byField = indexes.get(collection) ?? new Map<string, FieldIndex>();
  indexes.set(collection, byField);
  const held = byField.get(path);
  if (held && held.revision === collection.revision) return held.entries;
  const segments = parseFieldPath(path);
  const entries: Entry[] = [];
  for (const document of collection.allDocuments()) {
    if (!document.exists) continue;
    const value = segments.length === 1 ? fieldOf(document.fields, segments[0]) : getIn(document.fields, segments);
    if (value !== undefined) entries.push({ value, document });
  }
  entries.sort((a, b) => compareValues(a.value, b.value));
  byField.set(path, { revision: collection.revision, entries });
  return entries;
}

/** The first position whose value is not below the bound (or, `after`, above it). */
function firstPast(entries: readonly Entry[], bound: Value, after: boolean): number {
  let [low, high] = [0, entries.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    const order = compareValues(entries[middle]!.value, bound);
    if (order < 0 || (after && order === 0)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The documents of `collection` that can match the query's range filter, or null when the query has
 * none to narrow by (or the collection is small): then every document is a candidate.
 */
export function rangeCandidates(
  collection: StoredCollection,
  where: StructuredQueryFilter | null,
): readonly StoredDocument[] | null {
  const filter = where ? rangeFilterOf(where) : undefined;
  if (!filter || collection.allDocuments().length < RANGE_INDEX_MIN_DOCUMENTS) return null;
  const entries = entriesOf(collection, filter.field.field_path);
  const bound = fromV1(filter.value);
  const slice = LOWER.has(filter.op)
    ? entries.slice(firstPast(entries, bound, filter.op === FieldOp.GREATER_THAN))
    : entries.slice(0, firstPast(entries, bound, filter.op === FieldOp.LESS_THAN_OR_EQUAL));
  return slice.map((entry) => entry.document);
}
