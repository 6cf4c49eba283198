import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from '../../functions/src/http/security-headers';
import { forwardedFor, startFrontEnd, type FrontEnd } from './front-end';

/** A free port: listen on 0, read it, close. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe("the stack's front end", () => {
  let hosting: Server;
  let frontEnd: FrontEnd;
  let frontPort: number;
  let seen: IncomingHttpHeaders = {};

  beforeAll(async () => {
    const served = new WeakMap<Socket, number>();
    hosting = createServer((incoming, answer) => {
      seen = incoming.headers;
      const before = served.get(incoming.socket) ?? 0;
      served.set(incoming.socket, before + 1);
      // As Hosting closing a kept-alive connection just as the front end sends on it again.
      if (incoming.url === '/api/reset-on-reuse' && before > 0) return void incoming.socket.destroy();
      if (incoming.url === '/api/worker-died') return void answer.writeHead(500).end('{"code":"ECONNRESET"}');
      if (incoming.url === '/api/cut') return void incoming.socket.destroy();
      if (incoming.url === '/api/app-error' || incoming.url === '/page-error') {
        const appError = JSON.stringify({ error: { code: 'internal', message: 'Something went wrong' } });
        const body = incoming.url === '/page-error' ? 'a page failed' : appError;
        return void answer.writeHead(500, { 'content-type': 'application/json' }).end(body);
      }
      if (incoming.url === '/api/health') {
        const report = JSON.stringify({ status: 'down', dependencies: {} });
        const csp = API_SECURITY_HEADERS['Content-Security-Policy']!;
        return void answer
          .writeHead(503, { 'content-type': 'application/json', 'content-security-policy': csp })
          .end(report);
      }
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () =>
        answer.writeHead(201, { 'x-hosting': 'yes' }).end(`${incoming.method} ${incoming.url} ${body}`),
      );
    });
    await new Promise<void>((resolve) => hosting.listen(0, '127.0.0.1', resolve));
    frontPort = await freePort();
    frontEnd = await startFrontEnd({ port: frontPort, hostingPort: (hosting.address() as AddressInfo).port });
  });

  afterAll(async () => {
    await frontEnd.stop();
    await new Promise<void>((resolve) => hosting.close(() => resolve()));
  });

  const call = (from: string, headers: Record<string, string>, path = '/api/x?y=1', method = 'POST') =>
    new Promise<{ status: number; text: string; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port: frontPort, method, path, headers, localAddress: from },
        (incoming) => {
          let text = '';
          incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text, headers: incoming.headers }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(method === 'GET' ? undefined : 'a body');
    });

  it('appends the client and the Hosting hop to X-Forwarded-For, as the two Google front ends do', async () => {
    const answer = await call('127.9.8.7', { 'x-forwarded-for': '6.6.6.6', host: 'site.test' });
    expect(seen['x-forwarded-for']).toBe('6.6.6.6, 127.9.8.7, 127.0.0.1');
    expect(seen.host).toBe('site.test');
    expect(answer).toMatchObject({ status: 201, text: 'POST /api/x?y=1 a body' });
    expect(answer.headers['x-hosting']).toBe('yes');
  });

  it('answers an /api failure that is not the app’s (a Functions worker that died, a cut answer) 503 in the app’s shape', async () => {
    for (const [path, method, message] of [
      ['/api/worker-died', 'GET', 'Nothing was changed'],
      ['/api/cut', 'GET', 'Nothing was changed'],
      ['/api/worker-died', 'POST', 'trying again is safe'],
    ] as const) {
      const answer = await call('127.9.8.6', {}, path, method);
      expect(answer.status, path).toBe(503);
      expect(answer.headers['retry-after']).toBe('2');
      expect(JSON.parse(answer.text)).toEqual({
        error: { code: 'unavailable', message: expect.stringContaining(message) },
      });
    }
  });

  it('sends a request again, body and all, when Hosting closes the kept-alive connection it went on', async () => {
    expect((await call('127.9.8.6', {}, '/api/x')).status).toBe(201);
    const again = await call('127.9.8.6', {}, '/api/reset-on-reuse');
    expect(again).toMatchObject({ status: 201, text: 'POST /api/reset-on-reuse a body' });
  });

  it('passes the app’s own 5xx (its error shape, or any body with the API’s headers), and other paths’ failures, as they are', async () => {
    const appError = await call('127.9.8.6', {}, '/api/app-error', 'GET');
    expect(appError.status).toBe(500);
    expect(JSON.parse(appError.text)).toMatchObject({ error: { code: 'internal' } });
    expect(await call('127.9.8.6', {}, '/page-error', 'GET')).toMatchObject({ status: 500, text: 'a page failed' });
    const health = await call('127.9.8.6', {}, '/api/health', 'GET');
    expect(health.status).toBe(503);
    expect(JSON.parse(health.text)).toEqual({ status: 'down', dependencies: {} });
  });

  it('starts the header when the client sent none', () => {
    expect(forwardedFor(undefined, '127.3.0.1')).toBe('127.3.0.1, 127.0.0.1');
    expect(forwardedFor(['1.1.1.1', '2.2.2.2'], '127.3.0.1')).toBe('1.1.1.1, 2.2.2.2, 127.3.0.1, 127.0.0.1');
  });
});
