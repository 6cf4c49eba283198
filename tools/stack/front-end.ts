/**
 * The stack's stand-in for Google's front ends, in front of the Hosting emulator. In production a
 * request reaches the `api` function through two of them, each appending the address it saw to
 * X-Forwarded-For: Firebase Hosting's appends the client's, then Cloud Run's appends Hosting's
 * (functions/src/app.ts, TRUSTED_PROXY_HOPS). The emulators pass the header through unchanged, so
 * this front end appends both entries before Hosting sees the request: the client's address, then
 * the loopback address Hosting's requests to the Functions emulator come from. Everything else
 * (method, path, headers, bodies, answers) goes through as it is, streamed.
 */
import { Agent, createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface FrontEnd {
  stop(): Promise<void>;
}

/** What Hosting's request to the Functions emulator comes from, as Cloud Run's front end sees Hosting. */
const HOSTING_ADDRESS = '127.0.0.1';
/** Headers about one connection only, never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade']);

/** X-Forwarded-For after both front ends: what the client wrote, its address, then Hosting's. */
export function forwardedFor(prior: string | string[] | undefined, client: string): string {
  const written = Array.isArray(prior) ? prior.join(', ') : prior;
  const appended = `${client}, ${HOSTING_ADDRESS}`;
  return written ? `${written}, ${appended}` : appended;
}

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

/** Listens on `port` and forwards every request to the Hosting emulator on `hostingPort`. */
export async function startFrontEnd(opts: { port: number; hostingPort: number }): Promise<FrontEnd> {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((incoming, answer) => {
    const headers = endToEnd(incoming.headers);
    headers['x-forwarded-for'] = forwardedFor(incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress ?? '');
    const outgoing = request(
      { host: '127.0.0.1', port: opts.hostingPort, method: incoming.method, path: incoming.url, headers, agent },
      (hosting) => {
        answer.writeHead(hosting.statusCode ?? 502, endToEnd(hosting.headers));
        hosting.pipe(answer);
      },
    );
    outgoing.on('error', () => {
      if (!answer.headersSent) answer.writeHead(502, { 'content-type': 'text/plain' });
      answer.end('Hosting is not answering');
    });
    answer.on('close', () => {
      if (!answer.writableFinished) outgoing.destroy();
    });
    incoming.pipe(outgoing);
  });
  // As Google's front ends do, keep idle client connections longer than clients keep them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', resolve);
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
