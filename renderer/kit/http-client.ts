/** The browser's one way to call the store's JSON API: same-origin cookies, JSON in and out. */

/** A failed call: the server's message (spec: `error`, or `errors[0].message`) and the field it names. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

/** The error fields any answer may carry (spec section 7). */
export interface ErrorBody {
  error?: string;
  errors?: { message?: string; field?: string }[];
}

/** An answer as it came: its status and its JSON body (empty when the body was not JSON). */
export interface JsonAnswer<T> {
  status: number;
  ok: boolean;
  body: Partial<T> & ErrorBody;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** Sent as the JSON body. */
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The fetch cache mode (`no-store` for answers that must be fresh). */
  cache?: RequestCache;
  /** Stands in for `fetch` (tests of the stores that call through here). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** One call, whatever its status; a network failure throws ApiError with status 0 (the failure as its `cause`). */
export async function requestJson<T>(
  path: string,
  { method = 'GET', json, headers = {}, signal, cache, fetch: send = fetch }: CallOptions = {},
): Promise<JsonAnswer<T>> {
  let response: Response;
  try {
    response = await send(path, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(json === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      ...(signal ? { signal } : {}),
      ...(cache ? { cache } : {}),
    });
  } catch (error) {
    throw new ApiError('', 0, undefined, { cause: error });
  }
  const body = (await response.json().catch(() => ({}))) as Partial<T> & ErrorBody;
  return { status: response.status, ok: response.ok, body };
}

/** The answer's body when the call succeeded; a response carrying an error field is a failure, whatever its status. */
async function call<T>(path: string, options: CallOptions): Promise<T> {
  const { ok, status, body } = await requestJson<T>(path, options);
  if (!ok || body.error) throw new ApiError(body.error ?? body.errors?.[0]?.message ?? '', status, body.errors?.[0]?.field);
  return body as T;
}

export function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  return call<T>(path, signal ? { signal } : {});
}

export function postJson<T>(path: string, payload: unknown): Promise<T> {
  return call<T>(path, { method: 'POST', json: payload });
}
