/**
 * The `api` function's Express app served from the test process itself, against the test stack's
 * Auth, Firestore and Storage (the env the global setup provides), behind the same body parsing as
 * the Functions runtime (firebase-tools' functionsEmulatorRuntime: JSON, text, urlencoded and raw
 * bodies up to 32 MB, each keeping `req.rawBody`). For sweeps of many requests whose answer the app
 * alone decides (the route × actor matrix's refusals, the bad-input sweep's bodies and queries),
 * where going through Hosting and the Functions emulator adds only time. What Hosting does to a
 * request (path decoding and rewrites, X-Forwarded-For, headers) is tested through `callApi`'s default.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request } from 'express';

export interface InProcessApi {
  /** Base URL to pass as `callApi`'s `baseUrl` (paths as for Hosting's `/api`). */
  url: string;
  close(): Promise<void>;
}

const BODY_LIMIT = '32mb';
const keepRawBody = (req: Request & { rawBody?: Buffer }, _res: unknown, buffer: Buffer) => {
  req.rawBody = buffer;
};

export async function startInProcessApi(): Promise<InProcessApi> {
  const [{ default: express }, { createApp }] = await Promise.all([
    import('express'),
    import('../../functions/src/app'),
  ]);
  const runtime = express();
  runtime.use(express.json({ limit: BODY_LIMIT, verify: keepRawBody }));
  runtime.use(express.text({ limit: BODY_LIMIT, verify: keepRawBody }));
  runtime.use(express.urlencoded({ extended: true, limit: BODY_LIMIT, verify: keepRawBody }));
  runtime.use(express.raw({ type: '*/*', limit: BODY_LIMIT, verify: keepRawBody }));
  runtime.use(createApp());
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = runtime.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
