/**
 * The one HTTP client of the SPA. It attaches the Firebase ID token when a session exists and maps
 * the server's `{ error: { code, message, fields } }` answers to ApiClientError.
 */
import { isApiErrorBody, type ErrorCode, type FieldIssue } from '@scenecall/shared';

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

type TokenProvider = () => Promise<string | null>;
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

async function headersFor(options: RequestOptions): Promise<Headers> {
  const headers = new Headers();
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  if (!options.anonymous) {
    const token = await tokenProvider();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  return headers;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers: await headersFor(options),
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiClientError(0, 'network', 'An error occurred');
  }
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
