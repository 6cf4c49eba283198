import { mkdtempSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// firebase-tools 15.34.2 internals (lib/emulator/storage, lib/emulator/registry). They have no
// type declarations, so only the members used here are described. Pinned and covered by
// tools/conformance/storage.integration.test.ts.

interface StorageEmulatorArgs {
  projectId: string;
  port: number;
  host: string;
  rules?: undefined;
  auto_download: boolean;
}

interface RulesStub {
  start(): Promise<void>;
  stop(): Promise<void>;
  getRuleset(): undefined;
}

interface StorageEmulatorInstance {
  start(): Promise<void>;
  destroyServer?: () => Promise<void>;
  _rulesRuntime: Pick<RulesStub, 'start' | 'stop'>;
  _rulesManager: RulesStub;
  _persistence: { reset(dir: string): void };
  getPersistenceTmpDir(): string;
}

interface StorageModule {
  StorageEmulator: new (args: StorageEmulatorArgs) => StorageEmulatorInstance;
}

interface StorageServerModule {
  createApp(projectId: string, emulator: StorageEmulatorInstance): Promise<RequestListener>;
}

interface RegistryModule {
  EmulatorRegistry: {
    start(instance: StorageEmulatorInstance): Promise<void>;
    stop(name: 'storage'): Promise<void>;
    isRunning(name: 'storage'): boolean;
  };
}

export interface StorageHandle {
  /** host:port, the value for FIREBASE_STORAGE_EMULATOR_HOST. */
  host: string;
  kind: 'stand-in';
  stop(): Promise<void>;
}

function loadInternals(): { storage: StorageModule; server: StorageServerModule; registry: RegistryModule } {
  const require = createRequire(import.meta.url);
  return {
    storage: require('firebase-tools/lib/emulator/storage') as StorageModule,
    server: require('firebase-tools/lib/emulator/storage/server') as StorageServerModule,
    registry: require('firebase-tools/lib/emulator/registry') as RegistryModule,
  };
}

// Security rules need the Java rules runtime (Java 21 + a downloaded jar). Admin SDK requests
// ("Bearer owner") bypass rules, so a stub that never loads a ruleset is enough for them;
// client SDK requests are denied, as they would be with no rules file.
function rulesStub(): RulesStub {
  return {
    start: async () => undefined,
    stop: async () => undefined,
    getRuleset: () => undefined,
  };
}

/**
 * The emulator's own `start` without its rules runtime, on a server that keeps idle connections
 * 65 s. Node closes an idle keep-alive connection after 5 s, and a client (the functions' Storage
 * client) whose next request lands on it as it closes gets 'socket hang up'; Google's servers keep
 * connections far longer than clients do.
 */
function startOnLongKeepAlive(
  emulator: StorageEmulatorInstance,
  server: StorageServerModule,
  opts: { projectId: string; port: number; host: string },
): () => Promise<void> {
  return async () => {
    const app = await server.createApp(opts.projectId, emulator);
    const httpServer = createServer(app);
    httpServer.keepAliveTimeout = 65_000;
    httpServer.headersTimeout = 66_000;
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(opts.port, opts.host, resolve);
    });
    emulator.destroyServer = () =>
      new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      });
  };
}

/** Starts firebase-tools' own Storage emulator in this process, without its Java rules runtime. */
export async function startStorage(opts: { port: number; projectId: string; host?: string }): Promise<StorageHandle> {
  const host = opts.host ?? '127.0.0.1';
  const { storage, server, registry } = loadInternals();
  if (registry.EmulatorRegistry.isRunning('storage')) {
    throw new Error('A Storage emulator is already registered in this process');
  }
  const emulator = new storage.StorageEmulator({
    projectId: opts.projectId,
    port: opts.port,
    host,
    rules: undefined,
    auto_download: false,
  });
  emulator._rulesRuntime = rulesStub();
  emulator._rulesManager = rulesStub();
  // The default blob directory is shared by every emulator on the machine and removed on stop.
  const blobDir = mkdtempSync(join(tmpdir(), 'storage-stand-in-'));
  emulator.getPersistenceTmpDir = () => blobDir;
  emulator._persistence.reset(blobDir);
  emulator.start = startOnLongKeepAlive(emulator, server, { projectId: opts.projectId, port: opts.port, host });
  await registry.EmulatorRegistry.start(emulator);
  return {
    host: `${host}:${opts.port}`,
    kind: 'stand-in',
    stop: () => registry.EmulatorRegistry.stop('storage'),
  };
}
