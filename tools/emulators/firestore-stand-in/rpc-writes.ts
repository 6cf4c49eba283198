// Write and transaction RPCs: BeginTransaction, Rollback, Commit and BatchWrite (BulkWriter,
// recursiveDelete).
import {
  BatchWriteResponse,
  BeginTransactionResponse,
  CommitResponse,
  type BatchWriteRequest,
  type BeginTransactionRequest,
  type CommitRequest,
  type RollbackRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import { Empty } from '@firestore-emulator/proto/dist/google/protobuf/empty.js';
import { status } from '@grpc/grpc-js';
import { toGrpcError } from './grpc';
import type { Engine } from './rpc-reads';
import { applyWrites, timestampObject, writeTarget } from './writes';

export function beginTransaction(engine: Engine, request: BeginTransactionRequest): BeginTransactionResponse {
  const transaction = engine.transactions.begin(request.has_options ? request.options : null);
  return BeginTransactionResponse.fromObject({ transaction: transaction.bytes });
}

export function rollback(engine: Engine, request: RollbackRequest): Empty {
  const transaction = engine.transactions.lookup(request.transaction);
  if (transaction) engine.transactions.finish(transaction);
  return Empty.fromObject({});
}

/** A transactional commit locks its writes and checks its reads; any other commit wounds lock holders. */
export async function commit(engine: Engine, request: CommitRequest): Promise<CommitResponse> {
  const { data, transactions } = engine;
  const paths = request.writes.map(writeTarget);
  const transaction = request.transaction.length > 0 ? transactions.active(request.transaction) : null;
  if (transaction) {
    await transactions.lockAll(transaction, paths);
    transactions.validateReads(data, transaction);
  } else {
    transactions.woundHolders(paths);
  }
  try {
    const { commitDate, results } = applyWrites(data, request.writes);
    return CommitResponse.fromObject({
      commit_time: timestampObject(commitDate),
      write_results: results.map((r) => r.toObject()),
    });
  } finally {
    if (transaction) transactions.finish(transaction);
  }
}

/** Each write applies on its own and reports its own status. */
export function batchWrite(engine: Engine, request: BatchWriteRequest): BatchWriteResponse {
  const writeResults = [];
  const statuses = [];
  for (const write of request.writes) {
    try {
      engine.transactions.woundHolders([writeTarget(write)]);
      const { results } = applyWrites(engine.data, [write]);
      writeResults.push(results[0]!.toObject());
      statuses.push({ code: status.OK, message: '' });
    } catch (error) {
      const { code, details } = toGrpcError(error);
      writeResults.push({});
      statuses.push({ code, message: details });
    }
  }
  return BatchWriteResponse.fromObject({ write_results: writeResults, status: statuses });
}
