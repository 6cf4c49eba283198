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
  const response = await fetch(`${stackEnv().apiUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: body as RequestInit['body'],
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // plain text answer
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}
