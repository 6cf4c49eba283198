/**
 * The one HTTP client of the SPA. It attaches the Firebase ID token when a session exists and maps
 * the server's `{ error: { code, message, fields } }` answers to ApiClientError.
 */
import { isApiErrorBody, type ErrorCode, type FieldIssue } from '@scenecall/shared';
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

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = options.anonymous ? await send(path, options, null) : await sendSignedIn(path, options);
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
