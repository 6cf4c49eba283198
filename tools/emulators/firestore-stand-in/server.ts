// The Firestore stand-in's gRPC server: @firestore-emulator/server's protocol definitions and value
// classes, with our own data tree, query engine, write path and transactions (see README.md).
import { Server, ServerCredentials } from '@grpc/grpc-js';
import { serviceDefinition } from './encoded';
import { FirestoreService } from './service';
import { FirestoreData } from './tree';

export class FirestoreStandIn {
  readonly data = new FirestoreData();
  private readonly server = new Server();

  constructor() {
    this.server.addService(serviceDefinition(), new FirestoreService(this.data));
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
