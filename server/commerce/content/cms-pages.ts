import type { PageTree } from '../../../schemas/generated/index.ts';
import type { Queryable } from '../../db/database.ts';
import { sanitizeTree, storedTree } from './page-documents.ts';

interface CachedPage {
  version: string;
  tree: PageTree;
}

const cache = new Map<string, CachedPage>();
const CACHE_LIMIT = 500;

function ready(document: Record<string, unknown>): PageTree {
  const doc = storedTree(document);
  return { ...doc, root: sanitizeTree(doc.root) };
}

/**
 * The published CMS page ready to render (migrated and sanitised), or undefined. Its version is
 * read on every request, so a publish through any process shows on the next request; the
 * prepared tree is kept per process only while that version is the live one.
 */
export async function findCmsPage(db: Queryable, slug: string, locale: 'en' | 'de'): Promise<PageTree | undefined> {
  // The version alone first: the stored document is read only when the kept one is not the live one.
  const versions = await db.query<{ version: number; updated_at: Date }>('select version, updated_at from cms_pages where slug = $1 and locale = $2', [
    slug,
    locale,
  ]);
  const live = versions[0];
  if (!live) return undefined;
  const key = `${locale}:${slug}`;
  const version = `${live.version}@${live.updated_at.toISOString()}`;
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.tree;
  const rows = await db.query<{ document: Record<string, unknown>; version: number; updated_at: Date }>(
    'select document, version, updated_at from cms_pages where slug = $1 and locale = $2',
    [slug, locale],
  );
  const row = rows[0];
  if (!row) return undefined;
  const tree = ready(row.document);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, { version: `${row.version}@${row.updated_at.toISOString()}`, tree });
  return tree;
}

/** The draft of a CMS page ready to render (for staff previewing it at its address), or undefined. */
export async function findCmsDraft(db: Queryable, slug: string, locale: 'en' | 'de'): Promise<PageTree | undefined> {
  const rows = await db.query<{ document: Record<string, unknown> }>('select document from cms_page_drafts where slug = $1 and locale = $2', [slug, locale]);
  return rows[0] ? ready(rows[0].document) : undefined;
}
