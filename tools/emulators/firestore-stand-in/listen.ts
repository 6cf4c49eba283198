// Listen (onSnapshot), as @firestore-emulator/server 0.3.15 does it: the target's documents, then,
// a moment after a commit that changed a document the target may hold, a reset with all of them
// again (one reset for the commits of one moment). Not after every commit anywhere, as that server
// does: every listener of the stack (each process watches the session revocations) then decoded the
// whole of its target again for each of the suite's thousands of commits.
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

/**
 * Whether a commit that changed `changed` may change what the target holds: a document of the
 * query's collection (by id, wherever it is: a superset, which a reset with every document covers),
 * or one of the listed documents.
 */
function concerns(engine: Engine, target: Target, changed: readonly StoredDocument[]): boolean {
  if (target.has_query) {
    const ids = target.query.structured_query.from.map((selector) => selector.collection_id);
    if (ids.length === 0 || ids.includes('')) return true;
    return changed.some((document) => document.owner !== null && ids.includes(document.owner.id));
  }
  const listed = new Set(target.documents.documents.map((path) => engine.data.document(path)));
  return changed.some((document) => listed.has(document));
}

function addTarget(engine: Engine, call: ListenCall, target: Target): void {
  const targetId = target.target_id;
  call.write(
    ListenResponse.fromObject({ target_change: { target_change_type: ChangeType.ADD, target_ids: [targetId] } }),
  );
  sendDocuments(call, targetId, targetDocuments(engine, target));
  let resendDue = false;
  const onCommit = (changed: readonly StoredDocument[]) => {
    if (resendDue || !concerns(engine, target, changed)) return;
    resendDue = true;
    setImmediate(() => {
      resendDue = false;
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
