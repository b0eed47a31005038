import type { Queryable } from '../../db/database.ts';
import type { DataEnvironment } from './catalogue-records.ts';

export interface SitemapEntry {
  /** Path without language prefix, e.g. `/bikes/road/`. */
  path: string;
  /** ISO date of the last change, when known. */
  lastModified?: string;
}

/** Products per sitemap file: both languages make two URLs each, under the 50,000 limit of the protocol. */
export const PRODUCTS_PER_SITEMAP = 20_000;

/** Categories of the data environment, bike models, content pages and blog posts (each in one or both languages). */
export async function contentEntries(db: Queryable, dataEnv: DataEnvironment): Promise<SitemapEntry[]> {
  const [categories, models, pages, posts] = await Promise.all([
    db.query<{ url_path: string }>(`select url_path from catalog_categories where not staging_only or $1 = 'staging' order by level, position`, [dataEnv]),
    db.query<{ url_key: string }>('select url_key from catalog_bike_models order by position'),
    db.query<{ slug: string; updated_at: Date }>('select slug, max(updated_at) as updated_at from cms_pages group by slug order by slug'),
    db.query<{ slug: string; published_at: Date }>('select slug, max(published_at) as published_at from blog_posts group by slug order by slug'),
  ]);
  return [
    ...pages.map((p) => ({ path: p.slug === 'home' ? '/' : `/${p.slug}/`, lastModified: p.updated_at.toISOString().slice(0, 10) })),
    ...categories.map((c) => ({ path: `/${c.url_path}/` })),
    ...models.map((m) => ({ path: `/${m.url_key}/` })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}/`, lastModified: p.published_at.toISOString().slice(0, 10) })),
  ];
}

export async function productSitemapCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from catalog_products where visible');
  return Math.ceil((row?.n ?? 0) / PRODUCTS_PER_SITEMAP);
}

/** One file's worth of product pages (page from 1), in id order. */
export async function productEntries(db: Queryable, page: number): Promise<SitemapEntry[]> {
  const rows = await db.query<{ url_key: string; created_at: Date }>(
    'select url_key, created_at from catalog_products where visible order by id limit $1 offset $2',
    [PRODUCTS_PER_SITEMAP, (page - 1) * PRODUCTS_PER_SITEMAP],
  );
  return rows.map((r) => ({ path: `/${r.url_key}/`, lastModified: r.created_at.toISOString().slice(0, 10) }));
}
