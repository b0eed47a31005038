import type { PageNode } from '../../schemas/generated/index.ts';
import type { ComposedPage, PageRequest } from './types.ts';
import { node } from './node.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

/** The page an emailed link opens (a confirmation): 200 when the link worked, 400 when it did not, never indexed. */
export function emailLinkPage(req: PageRequest, page: { id: string; worked: boolean; title: string; children: PageNode[] }): ComposedPage {
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'cms-page',
    layout: 'default',
    locale: req.site.locale,
    status: page.worked ? 200 : 400,
    meta: { title: page.title, robots: 'noindex' },
    root: node('stack', page.id, { width: 'narrow' }, page.children),
  };
}
