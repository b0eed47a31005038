/** Talks to the studio API as a browser would (same-origin, with the studio cookie) or as the command line (bearer token). */
export const DEMO_STAFF_PASSWORD = 'Northvale-demo-1';

export interface StudioClient {
  /** The Cookie header (browser) or Authorization header (token) it sends. */
  auth: Record<string, string>;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; res: Response }>;
}

export function studioClient(baseUrl: string, auth: Record<string, string> = {}): StudioClient {
  // Bytes (an uploaded file) go as they are, with the Content-Type the caller names; anything else as JSON.
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/studio/api${path}`, {
      method,
      headers: {
        ...(body === undefined || body instanceof Uint8Array ? {} : { 'Content-Type': 'application/json' }),
        ...(method === 'GET' ? {} : { Origin: baseUrl, 'Sec-Fetch-Site': 'same-origin' }),
        ...auth,
        ...headers,
      },
      ...(body === undefined ? {} : { body: body instanceof Uint8Array ? new Uint8Array(body) : JSON.stringify(body) }),
    });
  return {
    auth,
    call,
    async json<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
      const res = await call(method, path, body, headers);
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : {}) as T, res };
    },
  };
}

/** Signs in to the studio; the client then carries the `studio_session` cookie. */
export async function signInStaff(baseUrl: string, email: string, password = DEMO_STAFF_PASSWORD): Promise<StudioClient & { setCookie: string }> {
  const res = await studioClient(baseUrl).call('POST', '/session', { email, password });
  if (res.status !== 200) throw new Error(`studio sign-in as ${email} answered ${res.status}: ${await res.text()}`);
  const setCookie = res.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0]!;
  return { ...studioClient(baseUrl, { Cookie: cookie }), setCookie };
}
