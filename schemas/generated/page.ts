/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { MenuEntry } from './entities/menu-entry.ts';
import type { PageMeta } from './entities/page-meta.ts';
import type { PageNode } from './node.ts';
import type { Shell } from './entities/shell.ts';
import type { SocialLink } from './entities/social-link.ts';

/**
 * A whole page: the envelope the server emits for every route and the format content editors write.
 */
export interface PageTree {
  $schema?: string;
  /**
   * Format version, a whole number. The current one is required; a stored or file document of an older version is upgraded on read (npm run pages:migrate rewrites them).
   */
  schemaVersion: 2;
  pageType:
    | 'home'
    | 'cms-page'
    | 'pac'
    | 'child-bike'
    | 'parent-bike'
    | 'category'
    | 'up-sell'
    | 'search'
    | 'blog'
    | 'blog-post'
    | 'account'
    | 'auth'
    | 'checkout'
    | 'cycletowork'
    | 'collection-screen'
    | 'block-catalogue'
    | 'preview'
    | 'error'
    | 'studio'
    | 'owner';
  layout: 'basic' | 'default' | 'simple';
  locale: 'en' | 'de';
  /**
   * HTTP status of the page; 200 when absent.
   */
  status?: number;
  meta: PageMeta;
  shell?: Shell;
  root: PageNode;
}
