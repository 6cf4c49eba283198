// The query engine: filters (nested fields, __name__, unary, nested AND/OR), Firestore's implicit
// ordering (inequality fields, then __name__), cursors in both directions, offset, limit and
// collection groups.
import {
  StructuredQueryCompositeFilterOperator as CompositeOp,
  StructuredQueryDirection as Direction,
  StructuredQueryFieldFilterOperator as FieldOp,
  StructuredQueryUnaryFilterOperator as UnaryOp,
  type Cursor,
  type StructuredQuery,
  type StructuredQueryCollectionSelector,
  type StructuredQueryFieldFilter,
  type StructuredQueryFilter,
  type StructuredQueryUnaryFilter,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
import { status } from '@grpc/grpc-js';
import { emulatorError } from './errors';
import { rangeCandidates } from './range-index';
import type { CollectionParent, FirestoreData, StoredDocument } from './tree';
import {
  compareStrings,
  compareValues,
  fieldOf,
  fromV1,
  getIn,
  isArray,
  isNameField,
  isNaNValue,
  isNull,
  parseFieldPath,
  sameTypeOrder,
  valuesEqual,
  type Value,
} from './values';

type Predicate = (document: StoredDocument) => boolean;
type Reader = (document: StoredDocument) => Value | undefined;

/** Reads one field path (or __name__) of a document: built once per query, called per document. */
export function fieldReader(path: string): Reader {
  const segments = parseFieldPath(path);
  if (isNameField(segments)) return (document) => document.reference;
  const [first] = segments;
  if (segments.length === 1) return (document) => fieldOf(document.fields, first);
  return (document) => getIn(document.fields, segments);
}

// --- candidates ----------------------------------------------------------------------------------

function collectDescendants(node: CollectionParent, collectionId: string, out: StoredDocument[]): StoredDocument[] {
  for (const collection of node.collections.values()) {
    const matches = collectionId === '' || collection.id === collectionId;
    for (const document of collection.allDocuments()) {
      if (matches && document.exists) out.push(document);
      collectDescendants(document, collectionId, out);
    }
  }
  return out;
}

/** The documents a query selects from; missing documents may be among them. */
function candidates(
  data: FirestoreData,
  parent: string,
  from: StructuredQueryCollectionSelector,
  where: StructuredQueryFilter | null,
): readonly StoredDocument[] {
  if (from.all_descendants) return collectDescendants(data.parent(parent), from.collection_id, []);
  if (!from.collection_id) throw emulatorError(status.INVALID_ARGUMENT, 'collection_id is required');
  const collection = data.collection(`${parent}/${from.collection_id}`);
  return rangeCandidates(collection, where) ?? collection.allDocuments();
}

// --- filters -------------------------------------------------------------------------------------

function compileFieldFilter(filter: StructuredQueryFieldFilter): Predicate {
  const valueOf = fieldReader(filter.field.field_path);
  const operand = fromV1(filter.value);
  const range =
    (test: (c: number) => boolean): Predicate =>
    (document) => {
      const v = valueOf(document);
      return v !== undefined && sameTypeOrder(v, operand) && test(compareValues(v, operand));
    };
  const list = isArray(operand) ? operand.value : [];
  switch (filter.op) {
    case FieldOp.EQUAL:
      return (document) => {
        const v = valueOf(document);
        return v !== undefined && valuesEqual(v, operand);
      };
    case FieldOp.LESS_THAN:
      return range((c) => c < 0);
    case FieldOp.LESS_THAN_OR_EQUAL:
      return range((c) => c <= 0);
    case FieldOp.GREATER_THAN:
      return range((c) => c > 0);
    case FieldOp.GREATER_THAN_OR_EQUAL:
      return range((c) => c >= 0);
    case FieldOp.NOT_EQUAL:
      return (document) => {
        const v = valueOf(document);
        return v !== undefined && !isNull(v) && !valuesEqual(v, operand);
      };
    case FieldOp.ARRAY_CONTAINS:
      return (document) => {
        const v = valueOf(document);
        return isArray(v) && v.value.some((e) => valuesEqual(e, operand));
      };
    case FieldOp.ARRAY_CONTAINS_ANY:
      return (document) => {
        const v = valueOf(document);
        return isArray(v) && v.value.some((e) => list.some((o) => valuesEqual(e, o)));
      };
    case FieldOp.IN:
      return (document) => {
        const v = valueOf(document);
        return v !== undefined && list.some((o) => valuesEqual(v, o));
      };
    case FieldOp.NOT_IN:
      if (list.some(isNull)) return () => false;
      return (document) => {
        const v = valueOf(document);
        return v !== undefined && !isNull(v) && !list.some((o) => valuesEqual(v, o));
      };
    default:
      throw emulatorError(status.INVALID_ARGUMENT, `unsupported field filter operator ${filter.op}`);
  }
}

function compileUnaryFilter(filter: StructuredQueryUnaryFilter): Predicate {
  const valueOf = fieldReader(filter.field.field_path);
  switch (filter.op) {
    case UnaryOp.IS_NAN:
      return (document) => isNaNValue(valueOf(document));
    case UnaryOp.IS_NULL:
      return (document) => isNull(valueOf(document));
    case UnaryOp.IS_NOT_NAN:
      return (document) => {
        const v = valueOf(document);
        return v !== undefined && !isNull(v) && !isNaNValue(v);
      };
    case UnaryOp.IS_NOT_NULL:
      return (document) => {
        const v = valueOf(document);
        return v !== undefined && !isNull(v);
      };
    default:
      throw emulatorError(status.INVALID_ARGUMENT, `unsupported unary filter operator ${filter.op}`);
  }
}

function compileFilter(filter: StructuredQueryFilter): Predicate {
  if (filter.has_field_filter) return compileFieldFilter(filter.field_filter);
  if (filter.has_unary_filter) return compileUnaryFilter(filter.unary_filter);
  if (filter.has_composite_filter) {
    const parts = filter.composite_filter.filters.map(compileFilter);
    if (filter.composite_filter.op === CompositeOp.OR) return (d) => parts.some((p) => p(d));
    return (d) => parts.every((p) => p(d));
  }
  return () => true;
}

const INEQUALITY_OPS = new Set([
  FieldOp.LESS_THAN,
  FieldOp.LESS_THAN_OR_EQUAL,
  FieldOp.GREATER_THAN,
  FieldOp.GREATER_THAN_OR_EQUAL,
  FieldOp.NOT_EQUAL,
  FieldOp.NOT_IN,
]);

function inequalityFields(filter: StructuredQueryFilter, out: Set<string>): Set<string> {
  if (filter.has_field_filter && INEQUALITY_OPS.has(filter.field_filter.op)) {
    out.add(filter.field_filter.field.field_path);
  } else if (
    filter.has_unary_filter &&
    (filter.unary_filter.op === UnaryOp.IS_NOT_NAN || filter.unary_filter.op === UnaryOp.IS_NOT_NULL)
  ) {
    out.add(filter.unary_filter.field.field_path);
  } else if (filter.has_composite_filter) {
    for (const f of filter.composite_filter.filters) inequalityFields(f, out);
  }
  return out;
}

// --- ordering and cursors ------------------------------------------------------------------------

interface Order {
  read: Reader;
  descending: boolean;
}

type SortKey = Value[];

/** Explicit orders, then inequality fields (lexicographic), then __name__, as in Firestore. */
function effectiveOrders(query: StructuredQuery): Order[] {
  const orders: Order[] = query.order_by.map((o) => ({
    read: fieldReader(o.field.field_path),
    descending: o.direction === Direction.DESCENDING,
  }));
  const seen = new Set(query.order_by.map((o) => parseFieldPath(o.field.field_path).join('\u0000')));
  const lastDescending = orders.at(-1)?.descending ?? false;
  const inequalities = query.has_where ? [...inequalityFields(query.where, new Set())] : [];
  inequalities.sort(compareStrings);
  for (const path of [...inequalities, '__name__']) {
    const key = parseFieldPath(path).join('\u0000');
    if (seen.has(key)) continue;
    seen.add(key);
    orders.push({ read: fieldReader(path), descending: lastDescending });
  }
  return orders;
}

function compareKeys(orders: readonly Order[], a: SortKey, b: SortKey): number {
  for (let i = 0; i < orders.length; i += 1) {
    const c = compareValues(a[i]!, b[i]!);
    if (c !== 0) return orders[i]!.descending ? -c : c;
  }
  return 0;
}

function cursorPosition(orders: readonly Order[], key: SortKey, cursorValues: readonly Value[]): number {
  for (let i = 0; i < cursorValues.length && i < orders.length; i += 1) {
    const c = compareValues(key[i]!, cursorValues[i]!);
    if (c !== 0) return orders[i]!.descending ? -c : c;
  }
  return 0;
}

function withinCursors(query: StructuredQuery, orders: readonly Order[]): (key: SortKey) => boolean {
  const bound = (cursor: Cursor) => ({ values: cursor.values.map(fromV1), before: cursor.before });
  const start = query.has_start_at ? bound(query.start_at) : null;
  const end = query.has_end_at ? bound(query.end_at) : null;
  return (key) => {
    if (start) {
      const c = cursorPosition(orders, key, start.values);
      if (c < 0 || (c === 0 && !start.before)) return false;
    }
    if (end) {
      const c = cursorPosition(orders, key, end.values);
      if (c > 0 || (c === 0 && end.before)) return false;
    }
    return true;
  };
}

function sortKey(document: StoredDocument, orders: readonly Order[]): SortKey | null {
  const key: SortKey = [];
  for (const order of orders) {
    const value = order.read(document);
    if (value === undefined) return null;
    key.push(value);
  }
  return key;
}

interface Row {
  document: StoredDocument;
  key: SortKey;
}

/** The first `count` rows in order. A small page of a large result is picked, not sorted whole. */
function firstRows(rows: Row[], count: number, compare: (a: Row, b: Row) => number): Row[] {
  if (count <= 0) return [];
  if (count * 8 >= rows.length) return rows.sort(compare).slice(0, count);
  const best: Row[] = [];
  for (const row of rows) {
    if (best.length === count && compare(row, best[count - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle]!, row) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, row);
    if (best.length > count) best.pop();
  }
  return best;
}

/** Runs a StructuredQuery; returns the matching documents in query order. */
export function runQuery(data: FirestoreData, parent: string, query: StructuredQuery): StoredDocument[] {
  const from = query.from[0];
  if (query.from.length !== 1 || !from) {
    throw emulatorError(status.INVALID_ARGUMENT, 'query.from must have one selector');
  }
  const predicate = query.has_where ? compileFilter(query.where) : null;
  const orders = effectiveOrders(query);
  const inRange = query.has_start_at || query.has_end_at ? withinCursors(query, orders) : null;
  const rows: Row[] = [];
  for (const document of candidates(data, parent, from, query.has_where ? query.where : null)) {
    if (!document.exists || (predicate && !predicate(document))) continue;
    const key = sortKey(document, orders);
    if (key && (!inRange || inRange(key))) rows.push({ document, key });
  }
  const first = Math.max(0, query.offset);
  const compare = (a: Row, b: Row) => compareKeys(orders, a.key, b.key);
  const ordered = query.has_limit ? firstRows(rows, first + query.limit.value, compare) : rows.sort(compare);
  return ordered.slice(first).map((r) => r.document);
}
