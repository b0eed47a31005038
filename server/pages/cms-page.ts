import { findCmsPage } from '../commerce/content/cms-pages.ts';
import { localiseTree } from '../commerce/content/localise-links.ts';
import type { Composer } from './types.ts';

/** A page-builder page from the content store; the home page is the CMS page `home`. */
export const composeCmsPage: Composer = async (req) => {
  const slug = req.lookup?.target_id ?? (req.path.replace(/^\/+|\/+$/g, '') || 'home');
  const page = await findCmsPage(req.db, slug, req.site.locale);
  if (!page) return undefined;
  return { ...page, locale: req.site.locale, root: localiseTree(page.root, req.site.prefix) };
};
