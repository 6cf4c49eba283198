import { request as httpRequest } from 'node:http';
import { stackEnv } from './stack-env';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as is (e.g. malformed JSON); overrides `body`. */
  rawBody?: string | Uint8Array | FormData;
  token?: string;
  headers?: Record<string, string>;
  /**
   * The client address to call from: a loopback address such as `127.3.0.7`, so that the stack's
   * Hosting sees a distinct client (as production's front end would) and per-IP limits of one test
   * do not touch another's. Default: the machine's usual 127.0.0.1.
   */
  from?: string;
  /**
   * Where the API is: Hosting's `/api` on the test stack by default; an in-process app's URL
   * (`startInProcessApi`) for sweeps the router alone decides.
   */
  baseUrl?: string;
}

function parse<T>(status: number, text: string, headers: Headers): ApiAnswer<T> {
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // plain text answer
  }
  return { status, body: parsed as T, text, headers };
}

/** The body as bytes and the content type it implies (FormData gets its multipart boundary). */
async function encoded(body: string | Uint8Array | FormData): Promise<{ bytes: Buffer; type?: string }> {
  if (typeof body === 'string') return { bytes: Buffer.from(body) };
  if (body instanceof Uint8Array) return { bytes: Buffer.from(body) };
  const response = new Response(body);
  return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? undefined };
}

/** One request over node:http, which can choose its local address (fetch cannot). */
async function requestFrom(
  url: string,
  from: string,
  method: string,
  headers: Record<string, string>,
  body: string | Uint8Array | FormData | undefined,
): Promise<{ status: number; text: string; headers: Headers }> {
  const payload = body === undefined ? undefined : await encoded(body);
  if (payload?.type && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = payload.type;
  }
  if (payload) headers['Content-Length'] = String(payload.bytes.length);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers, localAddress: from }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
            answerHeaders.append(name, item);
        }
        resolve({
          status: incoming.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          headers: answerHeaders,
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload?.bytes);
  });
}

/** Calls the API through Hosting, as the browser does. */
export async function callApi<T = unknown>(path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array | FormData | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const url = `${options.baseUrl ?? stackEnv().apiUrl}${path}`;
  const method = options.method ?? 'GET';
  if (options.from) {
    const answer = await requestFrom(url, options.from, method, headers, body);
    return parse<T>(answer.status, answer.text, answer.headers);
  }
  const response = await fetch(url, { method, headers, body: body as RequestInit['body'] });
  return parse<T>(response.status, await response.text(), response.headers);
}

/** Chosen once per test file, so that files sharing a stack (and its counters) use different addresses. */
const ADDRESS_BASE = { second: 20 + Math.floor(Math.random() * 220), third: Math.floor(Math.random() * 256) };
let addressCounter = 0;
/** A loopback address of its own for each call (127.x.y.z, never 127.0.0.1), standing for a distinct client. */
export function clientAddress(): string {
  addressCounter += 1;
  const third = (ADDRESS_BASE.third + Math.floor(addressCounter / 250)) % 256;
  return `127.${ADDRESS_BASE.second}.${third}.${(addressCounter % 250) + 1}`;
}
