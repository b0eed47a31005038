import { type Request, Router } from 'express';
import type { Config } from '../config.ts';
import { contentEntries, productEntries, productSitemapCount, type SitemapEntry } from '../commerce/catalog/sitemap-entries.ts';
import type { Database } from '../db/database.ts';
import { escapeHtml as escapeXml } from '../render/escape.ts';

/**
 * This site's pages in its own language, each with its hreflang alternates: every
 * language on its own site (English on the UK site, German on the German one), the UK
 * site as x-default. A page's other-language copy under this host's prefix is canonical
 * on the other site, so it is listed in that site's sitemap, not here.
 */
function urlset(entries: SitemapEntry[], origin: string, siteUrls: Config['siteUrls']): string {
  const urls = entries.map((entry) => {
    const own = { en: `${siteUrls.uk}${entry.path}`, de: `${siteUrls.de}${entry.path}`, 'x-default': `${siteUrls.uk}${entry.path}` };
    const alternates = Object.entries(own)
      .map(([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(href)}"/>`)
      .join('');
    return `<url><loc>${escapeXml(origin + entry.path)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : ''}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}

/** GET /sitemap.xml (an index), /sitemap-pages.xml, /sitemap-products-{n}.xml and /robots.txt. */
export function seoRoutes(db: Database, config: Config): Router {
  const router = Router();
  const originOf = (req: Request) => (req.site.variant === 'de_de_de' ? config.siteUrls.de : config.siteUrls.uk);
  const sendXml = (res: import('express').Response, xml: string) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(xml);
  };

  router.get('/sitemap.xml', async (req, res) => {
    const origin = originOf(req);
    const files = ['/sitemap-pages.xml', ...Array.from({ length: await productSitemapCount(db) }, (_, i) => `/sitemap-products-${i + 1}.xml`)];
    sendXml(
      res,
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.map((f) => `<sitemap><loc>${escapeXml(origin + f)}</loc></sitemap>`).join('')}</sitemapindex>\n`,
    );
  });
  router.get('/sitemap-pages.xml', async (req, res) => {
    sendXml(res, urlset(await contentEntries(db, req.site.dataEnv), originOf(req), config.siteUrls));
  });
  router.get(/^\/sitemap-products-(\d{1,4})\.xml$/, async (req, res, next) => {
    const page = Number((req.params as unknown as Record<string, string>)['0']);
    if (page < 1 || page > (await productSitemapCount(db))) return next();
    sendXml(res, urlset(await productEntries(db, page), originOf(req), config.siteUrls));
  });
  router.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          'Disallow: /my-account/',
          'Disallow: /search/',
          'Disallow: /nuxt/',
          'Disallow: /*/review/',
          'Allow: /',
          '',
          `Sitemap: ${originOf(req)}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });
  return router;
}
