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

/** Each language's own site: English on the UK site, German on the German one, both unprefixed there. */
function ownSiteUrl(locale: 'en' | 'de', req: PageRequest): string {
  return locale === 'en' ? req.config.siteUrls.uk : req.config.siteUrls.de;
}

/**
 * Title from the template '%s | {site name}', canonical and hreflang alternates. The
 * alternates name each language on its own site; a page in the other language of this
 * host (`/de/…` on the UK site) is canonical there too, so search engines list one copy.
 */
export function finishMeta(meta: PageMeta, req: PageRequest): PageMeta {
  const title = meta.title === req.config.siteName ? meta.title : `${meta.title} | ${req.config.siteName}`;
  const canonical = meta.canonical ?? `${req.site.prefix}${req.path}${canonicalQuery(req.query)}`;
  const { prefix } = req.site;
  return {
    ...meta,
    title,
    canonical: prefix && canonical.startsWith(`${prefix}/`) ? `${ownSiteUrl(req.site.locale, req)}${canonical.slice(prefix.length)}` : canonical,
    alternates: meta.alternates ?? { en: `${ownSiteUrl('en', req)}${req.path}`, de: `${ownSiteUrl('de', req)}${req.path}` },
  };
}
