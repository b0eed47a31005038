import type { PageTree } from '../../../schemas/generated/index.ts';
import type { Queryable } from '../../db/database.ts';
import { migrateDocument, sanitizeTree } from './page-documents.ts';

interface CachedPage {
  updatedAt: string;
  tree: PageTree;
}

const cache = new Map<string, CachedPage>();
const CACHE_LIMIT = 500;

/** A CMS page ready to render (migrated and sanitised), or undefined. Cached until the row changes. */
export async function findCmsPage(db: Queryable, slug: string, locale: 'en' | 'de'): Promise<PageTree | undefined> {
  const rows = await db.query<{ document: Record<string, unknown>; updated_at: Date }>(
    'select document, updated_at from cms_pages where slug = $1 and locale = $2',
    [slug, locale],
  );
  const row = rows[0];
  if (!row) return undefined;
  const key = `${locale}:${slug}`;
  const updatedAt = row.updated_at.toISOString();
  const hit = cache.get(key);
  if (hit && hit.updatedAt === updatedAt) return hit.tree;
  const doc = migrateDocument(row.document);
  const tree = { ...doc, root: sanitizeTree(doc.root) };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, { updatedAt, tree });
  return tree;
}
