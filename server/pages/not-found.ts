import { type Language, tFor } from '../../domain/i18n/index.ts';
import { node } from './node.ts';
import type { ComposedPage, PageRequest } from './types.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

/** 'Page not found: {fullPath}' in the page's language; the full path keeps its query string. */
export function notFoundMessage(fullPath: string, locale: Language): string {
  return tFor(locale, 'common')('pageNotFound', { path: fullPath, interpolation: { escapeValue: false } });
}

/** The 404 page: 'Page not found: {fullPath}'. */
export function composeNotFound(req: PageRequest, fullPath: string): ComposedPage {
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'error',
    layout: 'default',
    locale: req.site.locale,
    status: 404,
    meta: { title: req.site.locale === 'de' ? 'Seite nicht gefunden' : 'Page not found', robots: 'noindex' },
    root: node('error-page', 'not-found', { statusCode: 404, message: notFoundMessage(fullPath, req.site.locale) }),
  };
}

/** An error page with its status: a request refused (4xx) or a failure of ours (5xx). */
export function composeErrorPage(req: PageRequest, status: number, message: string): ComposedPage {
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'error',
    layout: 'default',
    locale: req.site.locale,
    status,
    meta: { title: req.site.locale === 'de' ? 'Fehler' : 'Error', robots: 'noindex' },
    root: node('error-page', status >= 500 ? 'server-error' : 'request-error', { statusCode: status, message }),
  };
}

export function composeServerError(req: PageRequest): ComposedPage {
  return composeErrorPage(req, 500, 'An unknown error occurred - main app');
}
