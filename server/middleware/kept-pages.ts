import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { CART_COOKIE } from '../api/request-cart.ts';
import { STUDIO_COOKIE } from '../api/studio-guard.ts';
import { LOCATION_COOKIE_NAMES } from '../commerce/countries/location-cookies.ts';
import { AUTH_COOKIE } from '../commerce/customer/auth-cookies.ts';
import { withoutCampaignParameters } from '../lib/campaign-parameters.ts';
import { wantsJson } from '../lib/http.ts';
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
 * The key of everything an anonymous visitor's page depends on: the host (which site), the
 * address (less campaign parameters, which no page reads), JSON or HTML, the site and language
 * cookies, and on the home page the browser's language (it may be sent to the other language).
 * Undefined when the request is not for an anonymous page.
 */
export function keptPageKey(req: Request, build: string): string | undefined {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || NEVER_KEPT.test(req.path) || PERSONAL_QUERY.test(req.originalUrl)) return undefined;
  const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
  if (PERSONAL_COOKIES.some((name) => cookies[name] !== undefined)) return undefined;
  const language = req.path === '/' ? (browserLanguage(req.get('accept-language')) ?? '') : '';
  return [
    wantsJson(req) ? 'json' : 'html',
    req.hostname,
    withoutCampaignParameters(req.originalUrl),
    cookies[SITE_COOKIE] ?? '',
    cookies[LOCALE_COOKIE] ?? '',
    language,
    build,
  ].join('\n');
}

/**
 * Answers an anonymous page from the kept copy when there is one (a 304 when the browser holds
 * it), before any other step reads the database; otherwise marks the request so that its
 * answer is kept (`keepPage`). Nothing is kept while store changes are not being heard.
 */
export function keptPages({
  cache,
  changes,
  build,
  hits,
}: {
  cache: PageCache;
  changes: StoreChanges;
  build: () => string;
  hits?: { inc(): void };
}): RequestHandler {
  return (req, res, next) => {
    if (!changes.listening) return next();
    const key = keptPageKey(req, build());
    if (key === undefined) return next();
    const kept = cache.get(key);
    if (!kept) {
      req.keptPage = { key, generation: cache.generation };
      return next();
    }
    hits?.inc();
    sendKept(req, res, cache, key, kept);
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

function sendKept(req: Request, res: Response, cache: PageCache, key: string, kept: KeptPage): void {
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
