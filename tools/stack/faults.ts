/**
 * The test stack's faults control (issue 41): a small HTTP server on 127.0.0.1 through which a test
 * stalls or fails the Firestore stand-in's calls and releases them (STACK_FAULTS_URL; helpers in
 * tools/testing/faults.ts). Test stacks with the stand-in only: `npm start` has no such switch.
 *
 *   PUT /firestore  {"mode":"stall"|"fail"|"none","match"?:"text"}  → 204
 *   GET /firestore  → 200 {"held": number of calls a stall holds now}
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { text } from 'node:stream/consumers';
import type { FaultMode, FaultSetting, FaultSwitch } from '../emulators/firestore-stand-in/faults';

const MODES: readonly FaultMode[] = ['none', 'stall', 'fail'];

export interface FaultsControl {
  url: string;
  stop(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  return JSON.parse((await text(request)) || '{}') as unknown;
}

function settingOf(body: unknown): FaultSetting | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { mode, match } = body as { mode?: unknown; match?: unknown };
  if (!MODES.includes(mode as FaultMode)) return undefined;
  if (match !== undefined && (typeof match !== 'string' || match === '')) return undefined;
  return { mode: mode as FaultMode, ...(match === undefined ? {} : { match }) };
}

export async function startFaultsControl(port: number, firestore: FaultSwitch): Promise<FaultsControl> {
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/firestore') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ held: firestore.held }));
      return;
    }
    if (request.method !== 'PUT' || request.url !== '/firestore') {
      response.writeHead(404).end();
      return;
    }
    void bodyOf(request)
      .then(settingOf, () => undefined)
      .then((setting) => {
        if (setting) firestore.set(setting);
        response.writeHead(setting ? 204 : 400).end();
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      firestore.set({ mode: 'none' });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
