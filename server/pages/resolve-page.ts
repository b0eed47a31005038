import { lookupUrl, toUrlKey } from '../commerce/content/url-lookup.ts';
import { composeNotFound } from './not-found.ts';
import { mountsDevelopmentRoutes } from '../config.ts';
import { DEVELOPMENT_PAGE_ROUTES, LOOKUP_COMPOSERS, PAGE_ROUTES, REVIEW_COMPOSER } from './routes.ts';
import type { ComposedPage, PageRequest } from './types.ts';

/** Finds the composer for a path: fixed routes, then review paths, then the routing lookup; else 404. */
export async function resolvePage(req: PageRequest, fullPath: string): Promise<ComposedPage> {
  const routes = mountsDevelopmentRoutes(req.config) ? [...PAGE_ROUTES, ...DEVELOPMENT_PAGE_ROUTES] : PAGE_ROUTES;
  for (const route of routes) {
    const match = route.pattern.exec(req.path);
    if (!match) continue;
    const page = await route.compose(req, { ...match.groups });
    return page ?? composeNotFound(req, fullPath);
  }
  if (req.path.includes('review') && REVIEW_COMPOSER.compose) {
    const page = await REVIEW_COMPOSER.compose(req);
    if (page) return page;
  }
  const lookup = req.urlInfo ?? (await lookupUrl(req.db, toUrlKey(req.path), req.site.dataEnv));
  // A page never published has no address yet; staff previewing its draft still see it there.
  const staffDraft = req.draftPreview && !lookup.page_type && !lookup.redirect_url;
  const composer = staffDraft ? LOOKUP_COMPOSERS['cms-page'] : lookup.page_type ? LOOKUP_COMPOSERS[lookup.page_type] : undefined;
  if (!composer || lookup.page_status === '404') return composeNotFound(req, fullPath);
  return (await composer({ ...req, lookup })) ?? composeNotFound(req, fullPath);
}
