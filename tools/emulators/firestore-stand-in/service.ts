// The Firestore v1 gRPC service of the stand-in. Each RPC delegates to a plain function; the
// document-level RPCs the admin SDK never calls answer UNIMPLEMENTED.
import type { Document } from '@firestore-emulator/proto/dist/google/firestore/v1/document.js';
import {
  UnimplementedFirestoreService,
  type BatchGetDocumentsRequest,
  type BatchGetDocumentsResponse,
  type BatchWriteRequest,
  type BatchWriteResponse,
  type BeginTransactionRequest,
  type BeginTransactionResponse,
  type CommitRequest,
  type CommitResponse,
  type CreateDocumentRequest,
  type DeleteDocumentRequest,
  type GetDocumentRequest,
  type ListCollectionIdsRequest,
  type ListCollectionIdsResponse,
  type ListDocumentsRequest,
  type ListDocumentsResponse,
  type ListenRequest,
  type ListenResponse,
  type PartitionQueryRequest,
  type PartitionQueryResponse,
  type RollbackRequest,
  type RunAggregationQueryRequest,
  type RunAggregationQueryResponse,
  type RunQueryRequest,
  type RunQueryResponse,
  type UpdateDocumentRequest,
  type WriteRequest,
  type WriteResponse,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import type { Empty } from '@firestore-emulator/proto/dist/google/protobuf/empty.js';
import {
  status,
  type sendUnaryData,
  type ServerDuplexStream,
  type ServerUnaryCall,
  type ServerWritableStream,
} from '@grpc/grpc-js';
import { emulatorError } from './errors';
import type { FaultSwitch } from './faults';
import { respond, stream } from './grpc';
import { listen } from './listen';
import * as reads from './rpc-reads';
import * as writes from './rpc-writes';
import { TransactionManager } from './transactions';
import type { FirestoreData } from './tree';

type Unary<Req, Res> = [call: ServerUnaryCall<Req, Res>, callback: sendUnaryData<Res>];

function unimplemented<T>(callback: sendUnaryData<T>, method: string): void {
  respond(callback, () => {
    throw emulatorError(status.UNIMPLEMENTED, `Method<${method}> is not implemented by the stand-in.`);
  });
}

export class FirestoreService extends UnimplementedFirestoreService {
  readonly #engine: reads.Engine;
  readonly #faults: FaultSwitch;

  constructor(data: FirestoreData, faults: FaultSwitch) {
    super();
    this.#engine = { data, transactions: new TransactionManager() };
    this.#faults = faults;
  }

  /** The call's work, once the fault switch lets its request through (faults.ts). */
  #admitted<Req, T>(request: Req, work: () => T | Promise<T>): () => Promise<T> {
    return async () => {
      await this.#faults.admit(request);
      return work();
    };
  }

  GetDocument(...[call, callback]: Unary<GetDocumentRequest, Document>): void {
    respond(
      callback,
      this.#admitted(call.request, () => reads.getDocument(this.#engine, call.request)),
    );
  }

  ListDocuments(...[call, callback]: Unary<ListDocumentsRequest, ListDocumentsResponse>): void {
    respond(
      callback,
      this.#admitted(call.request, () => reads.listDocuments(this.#engine, call.request)),
    );
  }

  ListCollectionIds(...[call, callback]: Unary<ListCollectionIdsRequest, ListCollectionIdsResponse>): void {
    respond(
      callback,
      this.#admitted(call.request, () => reads.listCollectionIds(this.#engine, call.request)),
    );
  }

  // The server's definition (encoded.ts) writes an EncodedAnswer's bytes as they are.
  BatchGetDocuments(call: ServerWritableStream<BatchGetDocumentsRequest, BatchGetDocumentsResponse>): void {
    const answers = call as unknown as ServerWritableStream<BatchGetDocumentsRequest, reads.BatchGetAnswer>;
    stream(answers, async (send) => {
      await this.#faults.admit(call.request);
      return reads.batchGetDocuments(this.#engine, call.request, send);
    });
  }

  RunQuery(call: ServerWritableStream<RunQueryRequest, RunQueryResponse>): void {
    const answers = call as unknown as ServerWritableStream<RunQueryRequest, reads.RunQueryAnswer>;
    stream(answers, async (send) => {
      await this.#faults.admit(call.request);
      return reads.runQueryRpc(this.#engine, call.request, send);
    });
  }

  RunAggregationQuery(call: ServerWritableStream<RunAggregationQueryRequest, RunAggregationQueryResponse>): void {
    stream(call, async (send) => {
      await this.#faults.admit(call.request);
      return reads.runAggregationQuery(this.#engine, call.request, send);
    });
  }

  BeginTransaction(...[call, callback]: Unary<BeginTransactionRequest, BeginTransactionResponse>): void {
    respond(
      callback,
      this.#admitted(call.request, () => writes.beginTransaction(this.#engine, call.request)),
    );
  }

  Rollback(...[call, callback]: Unary<RollbackRequest, Empty>): void {
    respond(
      callback,
      this.#admitted(call.request, () => writes.rollback(this.#engine, call.request)),
    );
  }

  Commit(...[call, callback]: Unary<CommitRequest, CommitResponse>): void {
    respond(
      callback,
      this.#admitted(call.request, () => writes.commit(this.#engine, call.request)),
    );
  }

  BatchWrite(...[call, callback]: Unary<BatchWriteRequest, BatchWriteResponse>): void {
    respond(
      callback,
      this.#admitted(call.request, () => writes.batchWrite(this.#engine, call.request)),
    );
  }

  Listen(call: ServerDuplexStream<ListenRequest, ListenResponse>): void {
    listen(this.#engine, call);
  }

  CreateDocument(...[, callback]: Unary<CreateDocumentRequest, Document>): void {
    unimplemented(callback, 'CreateDocument');
  }

  UpdateDocument(...[, callback]: Unary<UpdateDocumentRequest, Document>): void {
    unimplemented(callback, 'UpdateDocument');
  }

  DeleteDocument(...[, callback]: Unary<DeleteDocumentRequest, Empty>): void {
    unimplemented(callback, 'DeleteDocument');
  }

  PartitionQuery(...[, callback]: Unary<PartitionQueryRequest, PartitionQueryResponse>): void {
    unimplemented(callback, 'PartitionQuery');
  }

  Write(call: ServerDuplexStream<WriteRequest, WriteResponse>): void {
    call.emit('error', { code: status.UNIMPLEMENTED, details: 'Method<Write> is not implemented by the stand-in.' });
  }
}
