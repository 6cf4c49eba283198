// Read RPCs: GetDocument, BatchGetDocuments, RunQuery, RunAggregationQuery, ListDocuments and
// ListCollectionIds. Reads inside a read-write transaction lock what they read.
import type { TransactionOptions } from '@firestore-emulator/proto/dist/google/firestore/v1/common.js';
import { Document } from '@firestore-emulator/proto/dist/google/firestore/v1/document.js';
import {
  BatchGetDocumentsResponse,
  ListCollectionIdsResponse,
  ListDocumentsResponse,
  RunAggregationQueryResponse,
  RunQueryResponse,
  type BatchGetDocumentsRequest,
  type GetDocumentRequest,
  type ListCollectionIdsRequest,
  type ListDocumentsRequest,
  type RunAggregationQueryRequest,
  type RunQueryRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import type {
  StructuredAggregationQueryAggregation,
  StructuredQuery,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
import { status } from '@grpc/grpc-js';
import { batchGetFoundAnswer, encodedDocument, encodedTimestamp, runQueryAnswer, type EncodedAnswer } from './encoded';
import { emulatorError } from './errors';
import { fieldReader, runQuery } from './query';
import type { Transaction, TransactionManager } from './transactions';
import type { FirestoreData, StoredDocument } from './tree';
import { compareSegments, compareStrings, isNumber, nullV1, project, put } from './values';
import { timestampObject } from './writes';

export interface Engine {
  data: FirestoreData;
  transactions: TransactionManager;
}

type Send<T> = (message: T) => void;
export type BatchGetAnswer = BatchGetDocumentsResponse | EncodedAnswer;
export type RunQueryAnswer = RunQueryResponse | EncodedAnswer;
type ValueObject = ReturnType<typeof nullV1>;

export function documentObject(document: StoredDocument, maskPaths: readonly string[] | null) {
  const fields = maskPaths ? project(document.fields, maskPaths) : document.fields;
  const v1Fields: Record<string, ValueObject> = {};
  for (const [key, value] of Object.entries(fields)) put(v1Fields, key, value.toV1ValueObject());
  return {
    name: document.path,
    fields: v1Fields,
    create_time: document.createdAt ? timestampObject(document.createdAt) : undefined,
    update_time: document.updatedAt ? timestampObject(document.updatedAt) : undefined,
  };
}

interface ReadRequest {
  has_new_transaction: boolean;
  new_transaction: TransactionOptions;
  has_transaction: boolean;
  transaction: Uint8Array;
}

/** The transaction a read runs in: none, an open one, or a new one the read starts. */
function readTransaction(engine: Engine, request: ReadRequest): { transaction: Transaction | null; started: boolean } {
  if (request.has_new_transaction)
    return { transaction: engine.transactions.begin(request.new_transaction), started: true };
  if (request.has_transaction) return { transaction: engine.transactions.active(request.transaction), started: false };
  return { transaction: null, started: false };
}

const LOCKED_QUERY_ROUNDS = 5;

/** A query inside a read-write transaction locks its results and runs again until they are stable. */
async function queryDocuments(engine: Engine, transaction: Transaction | null, parent: string, query: StructuredQuery) {
  const { data, transactions } = engine;
  let documents = runQuery(data, parent, query);
  if (!transaction || transaction.readOnly) return documents;
  for (let round = 0; round < LOCKED_QUERY_ROUNDS; round += 1) {
    const paths = documents.map((d) => d.path);
    if (paths.every((p) => transaction.locks.has(p))) break;
    await transactions.lockAll(transaction, paths);
    documents = runQuery(data, parent, query);
  }
  for (const document of documents) transactions.recordRead(transaction, document);
  return documents;
}

export function getDocument(engine: Engine, request: GetDocumentRequest): Document {
  const document = engine.data.document(request.name);
  if (!document.exists) throw emulatorError(status.NOT_FOUND, `Document not found: ${request.name}`);
  return Document.fromObject(documentObject(document, request.has_mask ? request.mask.field_paths : null));
}

export async function batchGetDocuments(
  engine: Engine,
  request: BatchGetDocumentsRequest,
  send: Send<BatchGetAnswer>,
): Promise<void> {
  const { transaction, started } = readTransaction(engine, request);
  if (transaction) await engine.transactions.lockAll(transaction, request.documents);
  const mask = request.has_mask ? request.mask.field_paths : null;
  const readTime = timestampObject(new Date());
  const readTimeBytes = encodedTimestamp(readTime);
  if (started && transaction) send(BatchGetDocumentsResponse.fromObject({ transaction: transaction.bytes }));
  for (const path of request.documents) {
    const document = engine.data.document(path);
    if (transaction) engine.transactions.recordRead(transaction, document);
    send(
      document.exists
        ? batchGetFoundAnswer(
            encodedDocument(document, mask, () => documentObject(document, mask)),
            readTimeBytes,
          )
        : BatchGetDocumentsResponse.fromObject({ missing: path, read_time: readTime }),
    );
  }
}

export async function runQueryRpc(engine: Engine, request: RunQueryRequest, send: Send<RunQueryAnswer>) {
  const { transaction, started } = readTransaction(engine, request);
  const query = request.structured_query;
  const documents = await queryDocuments(engine, transaction, request.parent, query);
  const mask = query.has_select ? query.select.fields.map((f) => f.field_path) : null;
  const readTime = timestampObject(new Date());
  const begun = started && transaction ? { transaction: transaction.bytes } : {};
  const readTimeBytes = encodedTimestamp(readTime);
  documents.forEach((document, i) => {
    const bytes = encodedDocument(document, mask, () => documentObject(document, mask));
    send(runQueryAnswer(bytes, readTimeBytes, i === 0 ? begun.transaction : undefined));
  });
  send(RunQueryResponse.fromObject({ done: true, read_time: readTime, ...(documents.length === 0 ? begun : {}) }));
}

function aggregate(
  documents: readonly StoredDocument[],
  aggregation: StructuredAggregationQueryAggregation,
): ValueObject {
  if (aggregation.has_count) {
    const upTo = aggregation.count.has_up_to ? Number(aggregation.count.up_to.value) : Infinity;
    return { integer_value: Math.min(documents.length, upTo) };
  }
  const field = aggregation.has_sum ? aggregation.sum.field : aggregation.avg.field;
  const read = fieldReader(field.field_path);
  let total = 0;
  let count = 0;
  let sawDouble = false;
  for (const document of documents) {
    const value = read(document);
    if (!isNumber(value)) continue;
    total += Number(value.value);
    count += 1;
    if (value.type === 'double_value') sawDouble = true;
  }
  if (aggregation.has_sum) {
    return sawDouble || !Number.isSafeInteger(total) ? { double_value: total } : { integer_value: total };
  }
  return count === 0 ? nullV1() : { double_value: total / count };
}

export async function runAggregationQuery(
  engine: Engine,
  request: RunAggregationQueryRequest,
  send: Send<RunAggregationQueryResponse>,
): Promise<void> {
  if (request.has_explain_options) {
    throw emulatorError(status.UNIMPLEMENTED, 'Explain for aggregation query is not supported.');
  }
  const { transaction, started } = readTransaction(engine, request);
  const { structured_query: query, aggregations } = request.structured_aggregation_query;
  const documents = await queryDocuments(engine, transaction, request.parent, query);
  const aggregateFields: Record<string, ValueObject> = {};
  for (const aggregation of aggregations) put(aggregateFields, aggregation.alias, aggregate(documents, aggregation));
  send(
    RunAggregationQueryResponse.fromObject({
      result: { aggregate_fields: aggregateFields },
      read_time: timestampObject(new Date()),
      ...(started && transaction ? { transaction: transaction.bytes } : {}),
    }),
  );
}

/** The page after `pageToken` (the key of the previous page's last item). */
function pageAfter<T>(items: readonly T[], key: (item: T) => string, pageSize: number, pageToken: string) {
  const start = pageToken ? items.findIndex((item) => compareSegments(key(item), pageToken) > 0) : 0;
  const rest = start === -1 ? [] : items.slice(start);
  if (!pageSize || rest.length <= pageSize) return { page: rest, nextPageToken: '' };
  const page = rest.slice(0, pageSize);
  return { page, nextPageToken: key(page[page.length - 1]!) };
}

export function listDocuments(engine: Engine, request: ListDocumentsRequest): ListDocumentsResponse {
  const collection = engine.data.collection(`${request.parent}/${request.collection_id}`);
  const documents = collection
    .allDocuments()
    .filter((d) => d.exists || (request.show_missing && d.hasChild()))
    .sort((a, b) => compareSegments(a.id, b.id));
  const { page, nextPageToken } = pageAfter(documents, (d) => d.id, request.page_size, request.page_token);
  const mask = request.has_mask ? request.mask.field_paths : null;
  return ListDocumentsResponse.fromObject({
    documents: page.map((d) => (d.exists ? documentObject(d, mask) : { name: d.path })),
    next_page_token: nextPageToken,
  });
}

export function listCollectionIds(engine: Engine, request: ListCollectionIdsRequest): ListCollectionIdsResponse {
  const ids = [...engine.data.parent(request.parent).collections.values()]
    .filter((c) => c.hasChild())
    .map((c) => c.id)
    .sort(compareStrings);
  const { page, nextPageToken } = pageAfter(ids, (id) => id, request.page_size, request.page_token);
  return ListCollectionIdsResponse.fromObject({ collection_ids: page, next_page_token: nextPageToken });
}
