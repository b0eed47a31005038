/** A failed call: the server's message (spec: `error`, or `errors[0].message`) and the field it names. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorBody {
  error?: string;
  errors?: { message?: string; field?: string }[];
}

async function call<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch {
    throw new ApiError('', 0);
  }
  const body = (await response.json().catch(() => ({}))) as T & ErrorBody;
  // A response carrying an error field is a failure, whatever its status.
  if (!response.ok || body.error) {
    throw new ApiError(body.error ?? body.errors?.[0]?.message ?? '', response.status, body.errors?.[0]?.field);
  }
  return body;
}

export function getJson<T>(path: string): Promise<T> {
  return call<T>(path, { method: 'GET' });
}

export function postJson<T>(path: string, payload: unknown): Promise<T> {
  return call<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
}
