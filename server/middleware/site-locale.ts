import { parse as parseCookies } from 'cookie';
import type { RequestHandler } from 'express';
import type { Language } from '../../domain/i18n/index.ts';
import { redirectWithin } from '../lib/redirect.ts';

export type SiteVariant = 'default' | 'de_de_de';

export interface SiteContext {
  variant: SiteVariant;
  dataEnv: 'production' | 'staging';
  defaultLocale: Language;
  /** Language of this request, from the path prefix or the site default. */
  locale: Language;
  /** The path without its language prefix, e.g. `/bikes/road/`. */
  path: string;
  /** Prefix to put before paths for this language: '' or '/de'. */
  prefix: string;
}

export const SITE_COOKIE = 'site-env';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export function defaultLocaleOf(variant: SiteVariant): Language {
  return variant === 'de_de_de' ? 'de' : 'en';
}

/** Splits the language prefix off a path: prefix except for the site's default language. */
export function splitLocalePath(path: string, defaultLocale: Language): { locale: Language; path: string; redundantPrefix: boolean } {
  const match = /^\/(en|de)(\/.*|$)/.exec(path);
  if (!match) return { locale: defaultLocale, path, redundantPrefix: false };
  const locale = match[1] as Language;
  const rest = match[2] || '/';
  return { locale, path: rest, redundantPrefix: locale === defaultLocale };
}

export function localisedPath(path: string, locale: Language, defaultLocale: Language): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}

/**
 * The language the shopper is browsing in, for calls that answer what they see (the basket) or send them
 * something: the language their last page saved in the locale cookie, else the site's own.
 */
export function browsingLanguage(req: { headers: { cookie?: string | undefined }; site: Pick<SiteContext, 'defaultLocale'> }): Language {
  const saved = parseCookies(req.headers.cookie ?? '')[LOCALE_COOKIE];
  return saved === 'en' || saved === 'de' ? saved : req.site.defaultLocale;
}

/** First supported language in an Accept-Language header, by quality. */
export function browserLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return ranked.find((r) => r.lang === 'en' || r.lang === 'de')?.lang as Language | undefined;
}

interface SiteOptions {
  deHosts: string[];
  dataEnv: 'production' | 'staging';
}

/**
 * Works out the site (from the host, or the site cookie on a shared development host)
 * and the language (from the path prefix). On the home page a first visit follows the
 * saved locale cookie, then the browser's language.
 */
export function siteLocale({ deHosts, dataEnv }: SiteOptions): RequestHandler {
  return (req, res, next) => {
    const cookies = parseCookies(req.headers.cookie ?? '');
    const host = (req.hostname ?? '').toLowerCase();
    const cookieVariant = cookies[SITE_COOKIE] === 'de_de_de' ? 'de_de_de' : cookies[SITE_COOKIE] === 'default' ? 'default' : undefined;
    const variant: SiteVariant = deHosts.includes(host) ? 'de_de_de' : (cookieVariant ?? 'default');
    const defaultLocale = defaultLocaleOf(variant);
    const { locale, path, redundantPrefix } = splitLocalePath(req.path, defaultLocale);
    const query = req.originalUrl.slice(req.path.length);

    if (redundantPrefix && req.method === 'GET') {
      redirectWithin(res, 301, `${path}${query}`);
      return;
    }
    if (req.method === 'GET' && req.path === '/' && !req.originalUrl.startsWith('/nuxt/')) {
      const saved = cookies[LOCALE_COOKIE];
      const preferred = saved === 'en' || saved === 'de' ? saved : browserLanguage(req.get('accept-language'));
      if (preferred && preferred !== defaultLocale) {
        res.cookie(LOCALE_COOKIE, preferred, { maxAge: LOCALE_COOKIE_MAX_AGE_MS, sameSite: 'lax', path: '/' });
        redirectWithin(res, 302, `/${preferred}/${query}`);
        return;
      }
    }
    // The language is remembered once the shopper has taken one: a saved cookie that differs, or the site's other
    // language. A first visit in the site's own language sets no cookie, so its page stays the anonymous one.
    const remembers = cookies[LOCALE_COOKIE] === undefined ? locale !== defaultLocale : cookies[LOCALE_COOKIE] !== locale;
    if (remembers && req.method === 'GET' && !req.path.startsWith('/nuxt/') && !req.path.startsWith('/assets/')) {
      res.cookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE_MS, sameSite: 'lax', path: '/' });
    }
    req.site = { variant, dataEnv, defaultLocale, locale, path, prefix: locale === defaultLocale ? '' : `/${locale}` };
    next();
  };
}
