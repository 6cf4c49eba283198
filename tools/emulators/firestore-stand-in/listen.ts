// Listen (onSnapshot), as @firestore-emulator/server 0.3.15 does it: the target's documents, then,
// a moment after every commit anywhere in the database, a reset with all of them again.
import {
  ListenResponse,
  TargetChangeTargetChangeType as ChangeType,
  type ListenRequest,
  type Target,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import type { ServerDuplexStream } from '@grpc/grpc-js';
import { toGrpcError } from './grpc';
import { runQuery } from './query';
import { documentObject, type Engine } from './rpc-reads';
import type { StoredDocument } from './tree';
import { timestampObject } from './writes';

type ListenCall = ServerDuplexStream<ListenRequest, ListenResponse>;

function targetDocuments(engine: Engine, target: Target): StoredDocument[] {
  if (target.has_query) return runQuery(engine.data, target.query.parent, target.query.structured_query);
  return target.documents.documents.map((path) => engine.data.document(path)).filter((d) => d.exists);
}

function sendDocuments(call: ListenCall, targetId: number, documents: readonly StoredDocument[]): void {
  for (const document of documents) {
    call.write(
      ListenResponse.fromObject({
        document_change: { document: documentObject(document, null), target_ids: [targetId] },
      }),
    );
  }
  const readTime = timestampObject(new Date());
  call.write(
    ListenResponse.fromObject({
      target_change: { read_time: readTime, target_change_type: ChangeType.CURRENT, target_ids: [targetId] },
    }),
  );
  call.write(
    ListenResponse.fromObject({
      target_change: { read_time: readTime, target_change_type: ChangeType.NO_CHANGE, target_ids: [] },
    }),
  );
}

function addTarget(engine: Engine, call: ListenCall, target: Target): void {
  const targetId = target.target_id;
  call.write(
    ListenResponse.fromObject({ target_change: { target_change_type: ChangeType.ADD, target_ids: [targetId] } }),
  );
  sendDocuments(call, targetId, targetDocuments(engine, target));
  const onCommit = () => {
    setImmediate(() => {
      if (call.cancelled || call.destroyed) return;
      try {
        resend();
      } catch (error) {
        call.emit('error', toGrpcError(error));
      }
    });
  };
  const resend = () => {
    call.write(
      ListenResponse.fromObject({
        target_change: {
          read_time: timestampObject(new Date()),
          target_change_type: ChangeType.RESET,
          target_ids: [targetId],
        },
      }),
    );
    sendDocuments(call, targetId, targetDocuments(engine, target));
  };
  engine.data.events.on('commit', onCommit);
  const stop = () => engine.data.events.off('commit', onCommit);
  call.once('end', stop);
  call.once('cancelled', stop);
  call.once('close', stop);
}

export function listen(engine: Engine, call: ListenCall): void {
  call.on('data', (request: ListenRequest) => {
    if (request.has_add_target) addTarget(engine, call, request.add_target);
  });
}
