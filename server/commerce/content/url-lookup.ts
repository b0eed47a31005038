import type { Queryable } from '../../db/database.ts';
import { readRows } from '../../db/store-memo.ts';
import type { DataEnvironment } from '../catalog/catalogue-records.ts';

export type LookupPageType = 'cms-page' | 'pac' | 'child-bike' | 'parent-bike' | 'category';

/** The routing lookup's answer (spec section 3): `getUrlInfo`. */
export interface UrlInfo {
  redirect_url: string | null;
  page_status: '301' | '404' | null;
  page_type: LookupPageType | null;
  /** Our id of the entity behind the URL (content slug, product sku, category id). */
  target_id: string | null;
}

const NOT_FOUND: UrlInfo = { redirect_url: null, page_status: '404', page_type: null, target_id: null };

/** urlKey: the path without leading or trailing slash, query or hash. */
export function toUrlKey(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
}

/** The routing lookup (urlKey: the path without leading or trailing slash); a lister only the staging data environment has is not found elsewhere. */
export async function lookupUrl(db: Queryable, urlKey: string, dataEnv: DataEnvironment): Promise<Readonly<UrlInfo>> {
  const key = toUrlKey(urlKey);
  if (!key) return { redirect_url: null, page_status: null, page_type: 'cms-page', target_id: 'home' };
  const rows = await readRows<UrlInfo>(
    db,
    `select r.redirect_url, r.page_status, r.page_type, r.target_id from url_rewrites r
      where r.url_key = $1
        and not exists (select 1 from catalog_categories c
                         where r.page_type = 'category' and c.id::text = r.target_id and c.staging_only and $2 <> 'staging')`,
    [key, dataEnv],
  );
  return rows[0] ?? NOT_FOUND;
}

export interface RedirectTarget {
  location: string;
  /** Absolute targets leave the app: a full navigation. */
  external: boolean;
}

/** Absolute targets stay as they are; relative ones get one leading and one trailing slash. */
export function normaliseRedirect(target: string): RedirectTarget {
  if (/^https?:\/\//i.test(target)) return { location: target, external: true };
  const [path = '', query = ''] = target.split(/(?=[?#])/);
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return { location: `${trimmed ? `/${trimmed}/` : '/'}${query}`, external: false };
}

/** The redirect lookup leaves these alone (spec section 2). */
export function skipsRedirectLookup(path: string): boolean {
  if (path === '/') return true;
  const first = path.split('/')[1] ?? '';
  return ['blog', 'my-account', 'search', 'cycletowork', 'stores', 'assets', 'nuxt', '_nuxt', 'media', 'api'].includes(first) || first.includes('.');
}
