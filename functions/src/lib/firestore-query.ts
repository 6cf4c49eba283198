/**
 * Declared queries: the only way server code filters or orders a Firestore collection. Each query is
 * declared once, at module level, with its shape (collection, filters, orders); the same shape builds
 * the Firestore query that runs, so the declaration cannot drift from what the code does.
 *
 * Why: production Firestore refuses a query that needs a composite index not declared in
 * `firestore.indexes.json`, and neither local emulator enforces indexes. The unit test
 * `firestore-indexes.test.ts` loads every module that declares queries and checks each shape against
 * that file (and that no code filters or orders a collection any other way).
 */
import type {
  DocumentReference,
  OrderByDirection,
  Query,
  WhereFilterOp,
} from 'firebase-admin/firestore';
import { db } from './firebase';

export type QueryFilter = readonly [field: string, op: WhereFilterOp];
export type QueryOrder = readonly [field: string, direction: OrderByDirection];

export interface QueryShape {
  /** The collection id: 'projects', or a subcollection's own id ('testAttempts', with a parent). */
  readonly collection: string;
  /** Every collection with this id, anywhere (a collection-group query). */
  readonly group?: boolean;
  readonly where: readonly QueryFilter[];
  readonly orderBy?: readonly QueryOrder[];
}

type ValuesOf<Filters extends readonly QueryFilter[]> = { [Index in keyof Filters]: unknown };

export interface BuildOptions {
  /** The document a subcollection belongs to (`users/{uid}` for 'testAttempts'). */
  parent?: DocumentReference;
  limit?: number;
}

export interface DeclaredQuery<Filters extends readonly QueryFilter[] = readonly QueryFilter[]> {
  /** What the query finds, for the index report ('projects of a Casting user'). */
  readonly name: string;
  readonly shape: QueryShape & { readonly where: Filters };
  /** The Firestore query with one value per filter, in the declared order. */
  build(values: ValuesOf<Filters>, options?: BuildOptions): Query;
}

const declared: DeclaredQuery[] = [];

export function declareQuery<const Filters extends readonly QueryFilter[]>(
  name: string,
  shape: QueryShape & { readonly where: Filters },
): DeclaredQuery<Filters> {
  const query: DeclaredQuery<Filters> = {
    name,
    shape,
    build(values, options = {}) {
      let built: Query = shape.group
        ? db().collectionGroup(shape.collection)
        : (options.parent ?? db()).collection(shape.collection);
      shape.where.forEach(([field, op], index) => {
        built = built.where(field, op, values[index]);
      });
      for (const [field, direction] of shape.orderBy ?? []) built = built.orderBy(field, direction);
      return options.limit === undefined ? built : built.limit(options.limit);
    },
  };
  declared.push(query as unknown as DeclaredQuery);
  return query;
}

/** Every query declared by the modules loaded so far. */
export const declaredQueries = (): readonly DeclaredQuery[] => declared;
