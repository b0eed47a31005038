import { node } from './node.ts';
import type { ComposedPage, PageRequest } from './types.ts';

export function notFoundMessage(fullPath: string): string {
  return `Page not found: ${fullPath}`;
}

/** The 404 page: 'Page not found: {fullPath}'. */
export function composeNotFound(req: PageRequest, fullPath: string): ComposedPage {
  return {
    schemaVersion: 1,
    pageType: 'error',
    layout: 'default',
    locale: req.site.locale,
    status: 404,
    meta: { title: req.site.locale === 'de' ? 'Seite nicht gefunden' : 'Page not found', robots: 'noindex' },
    root: node('error-page', 'not-found', { statusCode: 404, message: notFoundMessage(fullPath) }),
  };
}

export function composeServerError(req: PageRequest): ComposedPage {
  return {
    schemaVersion: 1,
    pageType: 'error',
    layout: 'default',
    locale: req.site.locale,
    status: 500,
    meta: { title: req.site.locale === 'de' ? 'Fehler' : 'Error', robots: 'noindex' },
    root: node('error-page', 'server-error', { statusCode: 500, message: 'An unknown error occurred - main app' }),
  };
}
