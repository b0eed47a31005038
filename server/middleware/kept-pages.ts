import type { ServerResponse } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { Express as App, Request, RequestHandler, Response } from 'express';
import { CART_COOKIE } from '../api/request-cart.ts';
import { STUDIO_COOKIE } from '../api/studio-guard.ts';
import { LOCATION_COOKIE_NAMES } from '../commerce/countries/location-cookies.ts';
import { AUTH_COOKIE } from '../commerce/customer/auth-cookies.ts';
import { withoutCampaignParameters } from '../lib/campaign-parameters.ts';
import { pathOf, pathWithQuery, type RequestLine, wantsJson } from '../lib/http.ts';
import { COMPRESS_THRESHOLD_BYTES, type Encoding, type KeptPage, type PageCache } from '../render/page-cache.ts';
import type { StoreChanges } from '../db/store-changes.ts';
import { LOCALE_COOKIE, SITE_COOKIE, browserLanguage } from './site-locale.ts';

/** Cookies that may make a page the visitor's own: such a visitor is always answered by the store itself. */
const PERSONAL_COOKIES = [AUTH_COOKIE.access, AUTH_COOKIE.refresh, AUTH_COOKIE.expiry, CART_COOKIE, STUDIO_COOKIE, ...LOCATION_COOKIE_NAMES];
/** The query parameter of links sent to one person (newsletter, email change, password reset): such a page is theirs alone. */
export const ONE_PERSON_LINK_PARAMETER = 'token';
/** Query parameters that choose something for the visitor (a country, a draft) or act for one person: never kept. */
const PERSONAL_QUERY = new RegExp(`[?&](country|preview|${ONE_PERSON_LINK_PARAMETER})=`);
/** Addresses that are never an anonymous page: the API, build files, pictures, staff and account areas. */
const NEVER_KEPT = /^\/(nuxt|api|assets|media|studio|my-account|checkout|dev|builds)\//;

/** Headers that belong to one request or one encoding, not to the page. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'server-timing', 'content-length', 'content-encoding', 'set-cookie']);

declare global {
  namespace Express {
    interface Request {
      /** The key this request's answer is kept under, when it is an anonymous page (kept-pages.ts). */
      keptPage?: { key: string; generation: number };
    }
  }
}

/**
 * The key of everything an anonymous visitor's page depends on: the host as sent (which site;
 * with the forwarded host, which a trusted proxy may set), the address (less campaign
 * parameters, which no page reads), JSON or HTML, the site and language cookies, and on the home
 * page the browser's language (it may be sent to the other language). Undefined when the
 * request is not for an anonymous page. It reads only node's own fields of the request, so it
 * answers alike before Express and inside it.
 */
export function keptPageKey(req: RequestLine, build: string): string | undefined {
  const url = pathWithQuery(req);
  const path = pathOf(req);
  if ((req.method !== 'GET' && req.method !== 'HEAD') || NEVER_KEPT.test(path) || PERSONAL_QUERY.test(url)) return undefined;
  const { headers } = req;
  const cookies = headers.cookie ? parseCookies(headers.cookie) : {};
  if (PERSONAL_COOKIES.some((name) => cookies[name] !== undefined)) return undefined;
  const language = path === '/' ? (browserLanguage(headers['accept-language']) ?? '') : '';
  return [
    wantsJson(req) ? 'json' : 'html',
    headers.host ?? '',
    String(headers['x-forwarded-host'] ?? ''),
    withoutCampaignParameters(url),
    cookies[SITE_COOKIE] ?? '',
    cookies[LOCALE_COOKIE] ?? '',
    language,
    build,
  ].join('\n');
}

export interface KeptPagesOptions {
  cache: PageCache;
  changes: StoreChanges;
  build: () => string;
  hits?: { inc(): void };
}

/** The kept answer to this request, when there is one; nothing is kept while store changes are not being heard. */
function keptAnswer(req: RequestLine, { cache, changes, build }: KeptPagesOptions): { key: string; kept?: KeptPage } | undefined {
  if (!changes.listening) return undefined;
  const key = keptPageKey(req, build());
  return key === undefined ? undefined : { key, kept: cache.get(key) };
}

/**
 * Inside Express: marks a request for an anonymous page so that its answer is kept
 * (`keepPage`). Kept answers are given before Express sees the request
 * (`answerKeptPagesFirst`); this step answers one itself only when looking the request up
 * there failed, and a lookup that fails again here reaches Express's error handler.
 */
export function keptPages(options: KeptPagesOptions): RequestHandler {
  return (req, res, next) => {
    const found = keptAnswer(req, options);
    if (!found) return next();
    if (!found.kept) {
      req.keptPage = { key: found.key, generation: options.cache.generation };
      return next();
    }
    options.hits?.inc();
    sendKept(req, res, options.cache, found.key, found.kept);
  };
}

/**
 * Answers an anonymous page whose answer is kept before Express sees the request, after the
 * steps every answer takes (`steps`: the request id and log line, metrics), which read only
 * node's own fields of the request. Express gives every request a final handler, new
 * prototypes for its request and response, and a walk of its router. For a kept page that was
 * three quarters of the server's CPU time: 124 µs an answer inside Express, 33 µs in front of it
 * (docs/decisions/021). Every other request goes to Express as before.
 */
export function answerKeptPagesFirst(app: App, options: KeptPagesOptions, steps: RequestHandler[]): void {
  // An Express app is a function that hands every request to its `handle` (express/lib/express.js),
  // when it listens and when it is mounted in another app alike.
  const dispatch = app as unknown as { handle: (req: Request, res: Response, callback?: unknown) => void };
  const handle = dispatch.handle;
  const noNext = () => undefined;
  dispatch.handle = function handleKeptFirst(this: App, req, res, callback) {
    let found: ReturnType<typeof keptAnswer>;
    try {
      found = keptAnswer(req, options);
    } catch {
      // Out here a fault would stop the process: Express meets the same request in `keptPages`
      // and answers the fault as it answers every other.
      found = undefined;
    }
    if (!found?.kept) return handle.call(this, req, res, callback);
    for (const step of steps) step(req, res, noNext);
    options.hits?.inc();
    sendKept(req, res, options.cache, found.key, found.kept);
  };
}

/**
 * Keeps the answer about to be sent when the request was marked and the answer is the same for
 * every visitor. The body is kept as it is, not copied: it may be the render cache's document.
 */
export function keepPage(req: Request, res: Response, cache: PageCache | undefined, body: Buffer): void {
  if (!cache || !req.keptPage || res.getHeader('Set-Cookie') !== undefined) return;
  const cacheControl = String(res.getHeader('Cache-Control') ?? '');
  const etag = res.getHeader('ETag');
  if (!cacheControl.startsWith('public') || typeof etag !== 'string') return;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !PER_REQUEST_HEADERS.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  cache.set(req.keptPage.key, req.keptPage.generation, { status: res.statusCode, headers, body, etag });
}

function sendKept(req: RequestLine, res: ServerResponse, cache: PageCache, key: string, kept: KeptPage): void {
  for (const [name, value] of Object.entries(kept.headers)) res.setHeader(name, value);
  res.setHeader('Server-Timing', 'render;desc="kept page";dur=0');
  if (matchesEtag(req.headers['if-none-match'], kept.etag)) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.end();
    return;
  }
  res.statusCode = kept.status;
  const encoding = kept.body.byteLength >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(req.headers['accept-encoding']) : undefined;
  const body = encoding ? cache.encoded(key, kept, encoding) : kept.body;
  if (kept.body.byteLength >= COMPRESS_THRESHOLD_BYTES) res.setHeader('Vary', `${kept.headers['vary'] ?? 'Accept'}, Accept-Encoding`);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.byteLength);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((candidate) => candidate.trim() === etag);
}

/** Brotli when the browser takes it, else gzip, else none; an encoding given `q=0` is refused. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}
