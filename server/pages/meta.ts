import type { PageMeta } from '../../schemas/generated/index.ts';
import type { PageRequest } from './types.ts';

/** Query parameters that make a different page, and so belong in the canonical link. */
export const CANONICAL_QUERY_WHITELIST = ['colour', 'page', 'q'] as const;

export function canonicalQuery(query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of CANONICAL_QUERY_WHITELIST) {
    const value = query.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** Title from the template '%s | {site name}', canonical and hreflang alternates for both languages. */
export function finishMeta(meta: PageMeta, req: PageRequest): PageMeta {
  const pathFor = (locale: 'en' | 'de') => (locale === req.site.defaultLocale ? req.path : `/${locale}${req.path}`);
  const title = meta.title === req.config.siteName ? meta.title : `${meta.title} | ${req.config.siteName}`;
  return {
    ...meta,
    title,
    canonical: meta.canonical ?? `${req.site.prefix}${req.path}${canonicalQuery(req.query)}`,
    alternates: meta.alternates ?? { en: pathFor('en'), de: pathFor('de') },
  };
}
