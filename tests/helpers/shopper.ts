import { randomBytes } from 'node:crypto';

/** One Set-Cookie header's name, value and attributes. */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair = '', ...attrs] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attr of attrs) {
      const i = attr.indexOf('=');
      attributes[(i === -1 ? attr : attr.slice(0, i)).toLowerCase()] = i === -1 ? true : attr.slice(i + 1);
    }
    return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes };
  });
}

let counter = 0;

/** An email nobody has used in this test run. */
export function uniqueEmail(label = 'shopper'): string {
  counter += 1;
  return `${label}-${counter}-${randomBytes(4).toString('hex')}@example.test`;
}

/** A client address of its own, for servers that trust the loopback proxy (keeps rate limits apart between tests). */
export function uniqueAddress(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/**
 * A shopper with a cookie jar, talking to one server (or, with `on`, to another
 * server of the same store). Cookies set with Max-Age=0 or an expired date are dropped.
 */
/** A new shopper from an address of their own, registered and signed in. */
export async function registeredShopper(url: string): Promise<Shopper> {
  const shopper = new Shopper(url, uniqueAddress());
  await shopper.register();
  return shopper;
}

/** A UK address (Leeds) as the address calls take it, less the email. */
export const UK_ADDRESS = {
  firstname: 'Ada',
  lastname: 'Climber',
  telephone: '0113 496 0000',
  street: ['1 Kirkgate'],
  city: 'Leeds',
  postcode: 'LS1 6BZ',
  country_code: 'GB',
};

export class Shopper {
  readonly cookies = new Map<string, string>();
  lastSetCookies: SetCookie[] = [];

  constructor(
    public baseUrl: string,
    readonly forwardedFor?: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size && !headers.has('cookie')) headers.set('cookie', this.cookieHeader());
    if (this.forwardedFor && !headers.has('x-forwarded-for')) headers.set('x-forwarded-for', this.forwardedFor);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await fetch(this.baseUrl + path, { ...init, headers, body, redirect: 'manual' });
    this.lastSetCookies = parseSetCookies(response);
    for (const cookie of this.lastSetCookies) {
      const expired =
        cookie.attributes['max-age'] === '0' || (typeof cookie.attributes['expires'] === 'string' && Date.parse(cookie.attributes['expires']) < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  post(path: string, json: unknown, init: RequestInit = {}): Promise<Response> {
    return this.request(path, { ...init, method: 'POST', json });
  }

  async register(details: { firstName?: string; lastName?: string; email?: string; password?: string } = {}) {
    const body = { firstName: 'Test', lastName: 'Rider', email: uniqueEmail(), password: 'Pedal-power-99', ...details };
    const response = await this.post('/nuxt/api/auth/register', body);
    if (response.status !== 200) throw new Error(`register failed: ${response.status} ${await response.text()}`);
    return body;
  }

  /** Adds a UK address (Leeds) to the signed-in customer's book; answers its id. */
  async addUkAddress(email: string): Promise<number> {
    const response = await this.post('/nuxt/api/account/add-address', {
      address: { ...UK_ADDRESS, email },
    });
    if (response.status !== 200) throw new Error(`add-address failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { createCustomerAddress: { id: number } }).createCustomerAddress.id;
  }

  login(email: string, password: string): Promise<Response> {
    return this.post('/nuxt/api/auth/login', { email, password });
  }
}
