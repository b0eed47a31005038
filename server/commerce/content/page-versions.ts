import type { Database, Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { upgradeForReading } from './migrations/index.ts';
import { documentProblems, InvalidDocument, type Locale } from './page-checks.ts';
import { draftRow, iso, pageNotFound, publishDocument, type VersionSummary } from './page-store.ts';

/** A page's published versions: the list, one of them, and publishing an earlier one again. */
export async function listVersions(db: Queryable, locale: Locale, slug: string): Promise<VersionSummary[]> {
  const rows = await db.query<{ version: number; published_at: Date; published_by: string }>(
    'select version, published_at, published_by from cms_page_versions where slug = $1 and locale = $2 order by version desc',
    [slug, locale],
  );
  if (!rows.length && !(await draftRow(db, locale, slug))) throw pageNotFound(locale, slug);
  return rows.map((row) => ({ version: row.version, publishedAt: iso(row.published_at), publishedBy: row.published_by }));
}

export async function getVersion(
  db: Queryable,
  locale: Locale,
  slug: string,
  version: number,
): Promise<VersionSummary & { document: Record<string, unknown> }> {
  const row = await queryOne<{ version: number; document: Record<string, unknown>; published_at: Date; published_by: string }>(
    db,
    'select version, document, published_at, published_by from cms_page_versions where slug = $1 and locale = $2 and version = $3',
    [slug, locale, version],
  );
  if (!row) throw notFound(`The ${locale} page "${slug}" has no version ${version}.`);
  return { version: row.version, document: upgradeForReading(row.document), publishedAt: iso(row.published_at), publishedBy: row.published_by };
}

/** Publishes an earlier version's document again as a new version; the draft becomes it. */
export async function rollbackPage(
  db: Database,
  input: { locale: Locale; slug: string; version: number; by: string; staffId?: number },
): Promise<{ version: number; revision: number }> {
  const { locale, slug, by } = input;
  return db.transaction(async (tx) => {
    const draft = await draftRow(tx, locale, slug, true);
    if (!draft) throw pageNotFound(locale, slug);
    const old = await getVersion(tx, locale, slug, input.version);
    const problems = documentProblems(old.document, locale);
    if (problems.length) throw new InvalidDocument(problems);
    const row = await queryOne<{ revision: number }>(
      tx,
      `update cms_page_drafts set document = $3, revision = revision + 1, saved_at = now(), saved_by = $4 where slug = $1 and locale = $2 returning revision`,
      [slug, locale, JSON.stringify(old.document), by],
    );
    const version = await publishDocument(tx, locale, slug, old.document, row!.revision, {
      by,
      staffId: input.staffId,
      action: 'rollback',
      after: { copyOf: input.version },
    });
    return { version, revision: row!.revision };
  });
}
