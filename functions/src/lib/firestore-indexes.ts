/**
 * Which declared queries (`firestore-query.ts`) need a composite index, and whether
 * `firestore.indexes.json` has it. Firestore's rules, as far as this app relies on them:
 * - a query of equality filters only (`==`, `in`, `array-contains`) and no order is served by the
 *   automatic single-field indexes (merged);
 * - a query that filters and orders on one field only is served by that field's single-field index;
 * - anything else needs a composite index: the equality fields first (in any order; `array-contains`
 *   as an array-config field), then the ordered fields in their order and directions. A range filter
 *   on a field that is not ordered orders by that field, ascending, after the explicit orders;
 * - a collection-group query needs an index declared with the COLLECTION_GROUP scope, even on one field.
 */
import type { QueryShape } from './firestore-query';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS'; queryScope: string }[];
}

export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

const EQUALITY_OPS = new Set(['==', 'in', 'array-contains', 'array-contains-any']);
const ARRAY_OPS = new Set(['array-contains', 'array-contains-any']);

interface Plan {
  equality: { field: string; array: boolean }[];
  orders: { field: string; order: 'ASCENDING' | 'DESCENDING' }[];
}

function planOf(shape: QueryShape): Plan {
  const equality = shape.where
    .filter(([, op]) => EQUALITY_OPS.has(op))
    .map(([field, op]) => ({ field, array: ARRAY_OPS.has(op) }));
  const equalityFields = new Set(equality.map((entry) => entry.field));
  const orders = (shape.orderBy ?? [])
    .filter(([field]) => !equalityFields.has(field))
    .map(([field, direction]) => ({ field, order: direction === 'desc' ? ('DESCENDING' as const) : ('ASCENDING' as const) }));
  for (const [field, op] of shape.where) {
    if (!EQUALITY_OPS.has(op) && !orders.some((entry) => entry.field === field)) {
      orders.push({ field, order: 'ASCENDING' });
    }
  }
  return { equality, orders };
}

/** The composite index a query needs (fields in Firestore's order), or null when none is needed. */
export function requiredIndex(shape: QueryShape): CompositeIndex | null {
  const { equality, orders } = planOf(shape);
  const fields = new Set([...equality.map((entry) => entry.field), ...orders.map((entry) => entry.field)]);
  if (!shape.group && (orders.length === 0 || fields.size <= 1)) return null;
  if (fields.size === 0) return null;
  return {
    collectionGroup: shape.collection,
    queryScope: shape.group ? 'COLLECTION_GROUP' : 'COLLECTION',
    fields: [
      ...equality.map(({ field, array }) =>
        array ? { fieldPath: field, arrayConfig: 'CONTAINS' as const } : { fieldPath: field, order: 'ASCENDING' as const },
      ),
      ...orders.map(({ field, order }) => ({ fieldPath: field, order })),
    ],
  };
}

const sameField = (a: IndexField, b: IndexField) =>
  a.fieldPath === b.fieldPath && (a.arrayConfig ? a.arrayConfig === b.arrayConfig : !b.arrayConfig);

function indexServes(index: CompositeIndex, needed: CompositeIndex, equalityCount: number): boolean {
  if (index.collectionGroup !== needed.collectionGroup || index.queryScope !== needed.queryScope) return false;
  const fields = index.fields.filter((field) => field.fieldPath !== '__name__');
  if (fields.length !== needed.fields.length) return false;
  const equalityPart = needed.fields.slice(0, equalityCount);
  const served = fields.slice(0, equalityCount);
  const equalityMatches = equalityPart.every((field) => served.some((candidate) => sameField(candidate, field)));
  const ordersMatch = needed.fields
    .slice(equalityCount)
    .every((field, index) => sameField(fields[equalityCount + index]!, field) && fields[equalityCount + index]!.order === field.order);
  return equalityMatches && ordersMatch;
}

/** A single-field collection-group query is served by a field override with that scope. */
function overrideServes(overrides: FieldOverride[], needed: CompositeIndex): boolean {
  if (needed.fields.length !== 1) return false;
  const [field] = needed.fields as [IndexField];
  return overrides.some(
    (override) =>
      override.collectionGroup === needed.collectionGroup &&
      override.fieldPath === field.fieldPath &&
      override.indexes.some(
        (index) =>
          index.queryScope === needed.queryScope &&
          (field.arrayConfig ? index.arrayConfig === field.arrayConfig : index.order === field.order),
      ),
  );
}

/** Whether the declared indexes serve the query (always true when it needs no composite index). */
export function isCovered(shape: QueryShape, file: IndexFile): boolean {
  const needed = requiredIndex(shape);
  if (!needed) return true;
  const equalityCount = planOf(shape).equality.length;
  return (
    file.indexes.some((index) => indexServes(index, needed, equalityCount)) ||
    overrideServes(file.fieldOverrides, needed)
  );
}

/** Composite indexes in the file that no declared query needs (kept honest: each costs writes). */
export function unusedIndexes(shapes: readonly QueryShape[], file: IndexFile): CompositeIndex[] {
  return file.indexes.filter(
    (index) =>
      !shapes.some((shape) => {
        const needed = requiredIndex(shape);
        return needed !== null && indexServes(index, needed, planOf(shape).equality.length);
      }),
  );
}
