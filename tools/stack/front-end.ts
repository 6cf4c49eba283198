/**
 * The stack's stand-in for Google's front ends, in front of the Hosting emulator. In production a
 * request reaches the `api` function through two of them, each appending the address it saw to
 * X-Forwarded-For: Firebase Hosting's appends the client's, then Cloud Run's appends Hosting's
 * (functions/src/app.ts, TRUSTED_PROXY_HOPS). The emulators pass the header through unchanged, so
 * this front end appends both entries before Hosting sees the request: the client's address, then
 * the loopback address Hosting's requests to the Functions emulator come from. Everything else
 * (method, path, headers, bodies, answers) goes through as it is (a request's body read whole first,
 * so a request cut on a reused connection can be sent again; answers streamed), but for one case: an
 * `/api` answer of 5xx that is not in the app's `{ error: { code, message } }` shape, or no answer
 * at all, is answered 503 in the app's shape with Retry-After, as the app answers a dependency that
 * stalled. That is what the requests in flight on a Functions worker that died get (the emulator's
 * own `500 {"code":"ECONNRESET"}`); in production Cloud Run answers them 503 in its own words
 * (docs/decisions/killed-instance-answer.md).
 */
import {
  Agent,
  createServer,
  type ClientRequest,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { isApiErrorBody } from '@scenecall/shared';
import { API_SECURITY_HEADERS } from '../../functions/src/http/security-headers';
import { busyError } from '../../functions/src/http/unavailable';

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

/** Whether an answer of this status to this path is the platform's, not the app's: maybe replaced. */
const isApiFailure = (path: string | undefined, status: number): boolean =>
  /^\/api(\/|\?|$)/.test(path ?? '') && status >= 500;
/**
 * Every answer the app writes carries the API's own Content-Security-Policy (http/security-headers;
 * Hosting adds none to /api): a 5xx with it is the app's, whatever its body (the health report's 503).
 */
const fromTheApp = (headers: IncomingHttpHeaders): boolean =>
  headers['content-security-policy'] === API_SECURITY_HEADERS['Content-Security-Policy'];
/** Bodies of `/api` 5xx answers are read whole to see whose they are; the app's are small. */
const FAILURE_BODY_LIMIT = 64 * 1024;

/** The app's 503 for a request of this method: a read changed nothing, a write may have been applied. */
function busyAnswer(method: string | undefined, answer: ServerResponse): void {
  if (answer.headersSent) return void answer.end();
  const busy = busyError(method ?? 'GET');
  const body = JSON.stringify({ error: { code: busy.code, message: busy.message } });
  answer.writeHead(busy.status, {
    ...busy.headers,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  answer.end(body);
}

/** An `/api` 5xx goes through when it is the app's; otherwise (the emulator's, a cut answer) the app's 503. */
function passFailure(method: string | undefined, hosting: IncomingMessage, answer: ServerResponse): void {
  const chunks: Buffer[] = [];
  let size = 0;
  hosting.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= FAILURE_BODY_LIMIT) chunks.push(chunk);
  });
  hosting.on('error', () => busyAnswer(method, answer));
  hosting.on('end', () => {
    const body = Buffer.concat(chunks);
    if (answer.headersSent) answer.end();
    else if (size <= FAILURE_BODY_LIMIT && isAppShaped(body)) {
      answer.writeHead(hosting.statusCode ?? 500, endToEnd(hosting.headers)).end(body);
    } else busyAnswer(method, answer);
  });
}

function isAppShaped(body: Buffer): boolean {
  try {
    return isApiErrorBody(JSON.parse(body.toString('utf8')));
  } catch {
    return false;
  }
}

/** A request's body, read whole, so that a request cut on a reused connection can be sent again. */
function bodyOf(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

/**
 * Hosting closes a kept-alive connection after 5 s idle; a request sent on it at that moment is
 * reset before Hosting reads it. Node's advice (http.ClientRequest `reusedSocket`): send it again,
 * once, on a new connection. On a loaded machine the moment is wide: a test's write got the 503 of
 * a request Hosting never logged.
 */
const cutOnReuse = (outgoing: ClientRequest, error: NodeJS.ErrnoException): boolean =>
  outgoing.reusedSocket && error.code === 'ECONNRESET';

interface Forwarding {
  incoming: IncomingMessage;
  answer: ServerResponse;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

function forward(hostingPort: number, agent: Agent, forwarding: Forwarding, again = false): void {
  const { incoming, answer, headers, body } = forwarding;
  const outgoing = request(
    { host: '127.0.0.1', port: hostingPort, method: incoming.method, path: incoming.url, headers, agent },
    (hosting) => {
      if (isApiFailure(incoming.url, hosting.statusCode ?? 502) && !fromTheApp(hosting.headers)) {
        return passFailure(incoming.method, hosting, answer);
      }
      answer.writeHead(hosting.statusCode ?? 502, endToEnd(hosting.headers));
      hosting.pipe(answer);
    },
  );
  outgoing.on('error', (error: NodeJS.ErrnoException) => {
    if (!again && cutOnReuse(outgoing, error)) return forward(hostingPort, agent, forwarding, true);
    if (isApiFailure(incoming.url, 502)) busyAnswer(incoming.method, answer);
    else if (answer.headersSent) answer.end();
    else answer.writeHead(502, { 'content-type': 'text/plain' }).end('Hosting is not answering');
  });
  answer.on('close', () => {
    if (!answer.writableFinished) outgoing.destroy();
  });
  outgoing.end(body);
}

/** Listens on `port` and forwards every request to the Hosting emulator on `hostingPort`. */
export async function startFrontEnd(opts: { port: number; hostingPort: number }): Promise<FrontEnd> {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((incoming, answer) => {
    const headers = endToEnd(incoming.headers);
    headers['x-forwarded-for'] = forwardedFor(incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress ?? '');
    bodyOf(incoming).then(
      (body) => forward(opts.hostingPort, agent, { incoming, answer, headers, body }),
      () => answer.destroy(),
    );
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
