/**
 * The one HTTP client of the SPA. It attaches the Firebase ID token when a session exists and maps
 * the server's `{ error: { code, message, fields } }` answers to ApiClientError.
 */
import { isApiErrorBody, type ErrorCode, type FieldIssue } from '@scenecall/shared';
import { isRetryableAnswer, pause, RETRY_BUDGET_MS, retryDelayMs, TRIES, whileTryingAgain } from './api-retry';
import { takeEarlyResponse } from './early-responses';

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fields: FieldIssue[] = [],
  ) {
    super(message);
  }
}

/**
 * The signed-in user's ID token. `early` marks one taken from the session hint before Firebase has
 * vouched for it in this page's life: the server may still refuse it (a clock off by minutes, a
 * revoked session), so a 401 to it is asked again with Firebase's own token before the session ends.
 */
export interface SessionToken {
  value: string;
  early: boolean;
}
type TokenProvider = (options: { allowEarly: boolean }) => Promise<SessionToken | null>;
type UnauthorizedHandler = () => void;

let tokenProvider: TokenProvider = async () => null;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** Set by the auth feature at start-up, so this module never imports Firebase itself. */
export function configureApiClient(options: { tokenProvider: TokenProvider; onUnauthorized: UnauthorizedHandler }): void {
  tokenProvider = options.tokenProvider;
  onUnauthorized = options.onUnauthorized;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** 'text' for endpoints that answer plain text (login token, stored keys). */
  as?: 'json' | 'text' | 'blob';
  signal?: AbortSignal;
  anonymous?: boolean;
  /**
   * A write's idempotency key: one per user action, sent again on each retry so the server applies
   * it once (functions/src/http/idempotency.ts). Made per call unless the caller keeps its own.
   */
  idempotencyKey?: string;
}

async function toError(response: Response): Promise<ApiClientError> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (isApiErrorBody(parsed)) {
      return new ApiClientError(response.status, parsed.error.code, parsed.error.message, parsed.error.fields);
    }
  } catch {
    // not JSON: fall through to the plain text
  }
  return new ApiClientError(response.status, 'internal', text || response.statusText);
}

function headersFor(options: RequestOptions, token: SessionToken | null): Headers {
  const headers = new Headers();
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token.value}`);
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  return headers;
}

/** Sends the request, or takes the page loader's early answer to the same read (lib/early-responses.ts). */
async function send(path: string, options: RequestOptions, token: SessionToken | null): Promise<Response> {
  const isRead = (options.method ?? 'GET') === 'GET';
  const early = token?.early && isRead ? takeEarlyResponse(`/api${path}`, token.value) : undefined;
  try {
    return await (early ? early.catch(() => fetchFromApi(path, options, token)) : fetchFromApi(path, options, token));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiClientError(0, 'network', 'An error occurred');
  }
}

function fetchFromApi(path: string, options: RequestOptions, token: SessionToken | null): Promise<Response> {
  const isForm = options.body instanceof FormData;
  return fetch(`/api${path}`, {
    method: options.method ?? 'GET',
    headers: headersFor(options, token),
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
}

let firstSignedInAnswer: () => void = () => undefined;
const firstSignedInAnswered = new Promise<void>((resolve) => (firstSignedInAnswer = resolve));

/** Settles once the server has answered a request made with a session (whatever it answered). */
export const whenFirstSignedInAnswer = (): Promise<void> => firstSignedInAnswered;

/** A 401 refuses a request before it does anything, so asking again with a confirmed token is safe. */
async function sendSignedIn(path: string, options: RequestOptions): Promise<Response> {
  const token = await sessionToken(true);
  const response = await send(path, options, token).finally(firstSignedInAnswer);
  if (response.status !== 401 || !token?.early) return response;
  return send(path, options, await sessionToken(false));
}

/** The token for a request; one that could not be had (Firebase's SDK not reachable) fails as the network. */
async function sessionToken(allowEarly: boolean): Promise<SessionToken | null> {
  try {
    return await tokenProvider({ allowEarly });
  } catch {
    throw new ApiClientError(0, 'network', 'An error occurred');
  }
}

const sendOnce = (path: string, options: RequestOptions): Promise<Response> =>
  options.anonymous ? send(path, options, null) : sendSignedIn(path, options);

/** One try within the retry budget: its answer, or the network failure it met (a timeout is one). */
async function attempt(path: string, options: RequestOptions, budgetEndsAt: number): Promise<Response | ApiClientError> {
  const timeout = AbortSignal.timeout(Math.max(budgetEndsAt - Date.now(), 1));
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await sendOnce(path, { ...options, signal });
  } catch (error) {
    if (error instanceof ApiClientError && error.code === 'network') return error;
    throw error;
  }
}

/**
 * Sends the request, trying again while the API is busy or out of reach (lib/api-retry.ts): three
 * tries within 15 s, the shell saying "Trying again…" meanwhile. A write keeps its key throughout.
 */
async function sendWithRetries(path: string, options: RequestOptions): Promise<Response> {
  const budgetEndsAt = Date.now() + RETRY_BUDGET_MS;
  const shouldTryAgain = async (outcome: Response | ApiClientError, tries: number) => {
    if (tries >= TRIES || options.signal?.aborted) return undefined;
    if (outcome instanceof Response && !(await isRetryableAnswer(outcome))) return undefined;
    const delay = retryDelayMs(tries - 1, outcome instanceof Response ? outcome.headers.get('Retry-After') : null);
    return Date.now() + delay < budgetEndsAt ? delay : undefined;
  };
  const settle = (outcome: Response | ApiClientError) => {
    if (outcome instanceof ApiClientError) throw outcome;
    return outcome;
  };
  const first = await attempt(path, options, budgetEndsAt);
  const firstDelay = await shouldTryAgain(first, 1);
  if (firstDelay === undefined) return settle(first);
  return whileTryingAgain(async () => {
    let delay = firstDelay;
    for (let tries = 1; ; ) {
      await pause(delay);
      const outcome = await attempt(path, options, budgetEndsAt);
      tries += 1;
      const next = await shouldTryAgain(outcome, tries);
      if (next === undefined) return settle(outcome);
      delay = next;
    }
  });
}

export async function apiRequest<T>(path: string, givenOptions: RequestOptions = {}): Promise<T> {
  const write = (givenOptions.method ?? 'GET') !== 'GET';
  // An upload is not retried (its route reads the raw body and takes no key); any other write is, with its key.
  const retried = !(givenOptions.body instanceof FormData);
  const options =
    write && retried ? { ...givenOptions, idempotencyKey: givenOptions.idempotencyKey ?? crypto.randomUUID() } : givenOptions;
  const response = retried ? await sendWithRetries(path, options) : await sendOnce(path, options);
  if (!response.ok) {
    const error = await toError(response);
    if (response.status === 401 && !options.anonymous) onUnauthorized();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  if (options.as === 'text') return (await response.text()) as T;
  if (options.as === 'blob') return (await response.blob()) as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
