import type { status } from '@grpc/grpc-js';

/** An error the client receives with its gRPC status code (INTERNAL for anything else). */
export class FirestoreError extends Error {
  constructor(
    readonly code: status,
    message: string,
  ) {
    super(message);
  }
}

export const emulatorError = (code: status, message: string): FirestoreError => new FirestoreError(code, message);
