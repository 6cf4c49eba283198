// Read answers with each document's protobuf bytes encoded once per version (and field mask), not
// once per answer: building and serialising google-protobuf messages was the stand-in's heaviest
// work under load (about 0.35 ms a returned document; docs/performance.md, bench:load), and most reads return
// documents unchanged since the last read. The envelope (RunQueryResponse, BatchGetDocumentsResponse)
// is written here around the cached bytes, in protobuf's wire format.
import { Document } from '@firestore-emulator/proto/dist/google/firestore/v1/document.js';
import { UnimplementedFirestoreService } from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import { Timestamp } from '@firestore-emulator/proto/dist/google/protobuf/timestamp.js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import type { StoredDocument } from './tree';
import type { Fields } from './values';

/** An answer already in wire format; the service's serializer sends its bytes as they are. */
export class EncodedAnswer {
  constructor(readonly bytes: Buffer) {}
}

interface CachedVersion {
  fields: Fields;
  createdAt: Date | null;
  updatedAt: Date | null;
  byMask: Map<string, Buffer>;
}

const cache = new WeakMap<StoredDocument, CachedVersion>();

/** A document's bytes as a `Document` message, from the cache while the document is unchanged. */
export function encodedDocument(
  document: StoredDocument,
  mask: readonly string[] | null,
  build: () => ReturnType<typeof Document.prototype.toObject>,
): Buffer {
  let version = cache.get(document);
  // A commit replaces the fields object and the update time (writes.ts), so identity tells a change.
  if (
    !version ||
    version.fields !== document.fields ||
    version.updatedAt !== document.updatedAt ||
    version.createdAt !== document.createdAt
  ) {
    version = {
      fields: document.fields,
      createdAt: document.createdAt,
      updatedAt: document.updatedAt,
      byMask: new Map(),
    };
    cache.set(document, version);
  }
  const key = mask ? mask.join('\u0000') : '';
  let bytes = version.byMask.get(key);
  if (!bytes) {
    bytes = Buffer.from(Document.fromObject(build()).serialize());
    version.byMask.set(key, bytes);
  }
  return bytes;
}

export const encodedTimestamp = (timestamp: { seconds: number; nanos: number }): Buffer =>
  Buffer.from(Timestamp.fromObject(timestamp).serialize());

function varint(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 0x7f) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return Buffer.from(bytes);
}

/** A length-delimited field (message, string or bytes). */
function lengthDelimited(fieldNumber: number, bytes: Uint8Array): Buffer[] {
  return [
    varint((fieldNumber << 3) | 2),
    varint(bytes.length),
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
  ];
}

/** RunQueryResponse { transaction = 2; document = 1; read_time = 3 }, in the order google-protobuf writes them. */
export function runQueryAnswer(document: Buffer, readTime: Buffer, transaction?: Uint8Array): EncodedAnswer {
  const parts = [
    ...(transaction && transaction.length > 0 ? lengthDelimited(2, transaction) : []),
    ...lengthDelimited(1, document),
    ...lengthDelimited(3, readTime),
  ];
  return new EncodedAnswer(Buffer.concat(parts));
}

/** BatchGetDocumentsResponse { found = 1; read_time = 4 }. */
export function batchGetFoundAnswer(document: Buffer, readTime: Buffer): EncodedAnswer {
  return new EncodedAnswer(Buffer.concat([...lengthDelimited(1, document), ...lengthDelimited(4, readTime)]));
}

type MethodDefinition = { responseSerialize: (message: unknown) => Buffer };

function passingEncoded(method: MethodDefinition): MethodDefinition {
  return {
    ...method,
    responseSerialize: (message: unknown) =>
      message instanceof EncodedAnswer ? message.bytes : method.responseSerialize(message),
  };
}

/** The Firestore service's definition, with the two streaming reads accepting encoded answers. */
export function serviceDefinition(): ServiceDefinition {
  const definition = UnimplementedFirestoreService.definition as unknown as Record<string, MethodDefinition>;
  return {
    ...definition,
    RunQuery: passingEncoded(definition.RunQuery!),
    BatchGetDocuments: passingEncoded(definition.BatchGetDocuments!),
  } as unknown as ServiceDefinition;
}
