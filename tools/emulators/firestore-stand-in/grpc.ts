// Adapters between the RPC functions (plain sync or async functions) and grpc-js calls.
import { status, type sendUnaryData, type ServerWritableStream, type StatusObject } from '@grpc/grpc-js';
import { FirestoreError } from './errors';

export function toGrpcError(error: unknown): Pick<StatusObject, 'code' | 'details'> {
  if (error instanceof FirestoreError) return { code: error.code, details: error.message };
  console.error(error);
  return { code: status.INTERNAL, details: error instanceof Error ? error.message : String(error) };
}

/** Answers a unary call with the handler's result, or with its error's status code. */
export function respond<T>(callback: sendUnaryData<T>, handler: () => T | Promise<T>): void {
  Promise.resolve()
    .then(handler)
    .then(
      (response) => callback(null, response),
      (error: unknown) => callback(toGrpcError(error), null),
    );
}

/** Streams what the handler sends, then ends the call, or fails it with the error's status code. */
export function stream<Req, Res>(
  call: ServerWritableStream<Req, Res>,
  handler: (send: (message: Res) => void) => void | Promise<void>,
): void {
  Promise.resolve()
    .then(() => handler((message) => call.write(message)))
    .then(
      () => call.end(),
      (error: unknown) => call.emit('error', toGrpcError(error)),
    );
}
