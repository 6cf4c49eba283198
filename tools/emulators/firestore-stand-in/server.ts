// The Firestore stand-in's gRPC server: @firestore-emulator/server's protocol definitions and value
// classes, with our own data tree, query engine, write path and transactions (see README.md).
import { Server, ServerCredentials } from '@grpc/grpc-js';
import { serviceDefinition } from './encoded';
import { FaultSwitch } from './faults';
import { FirestoreService } from './service';
import { FirestoreData } from './tree';

export class FirestoreStandIn {
  readonly data = new FirestoreData();
  /** Test stacks only: stalls or fails calls on request (the stack's faults control, tools/stack/faults.ts). */
  readonly faults = new FaultSwitch();
  private readonly server = new Server();

  constructor() {
    this.server.addService(serviceDefinition(), new FirestoreService(this.data, this.faults));
  }

  async start(port: number, host: string): Promise<void> {
    await new Promise<number>((resolve, reject) => {
      this.server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, bound) =>
        error ? reject(error) : resolve(bound),
      );
    });
  }

  stop(): void {
    this.server.forceShutdown();
  }
}
