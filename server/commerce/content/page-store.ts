import { recordAudit } from '../staff/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { DomainError, invalid, notFound } from '../../lib/errors.ts';
import { upgradeForReading } from './migrations/index.ts';
import { findTemplate } from './templates.ts';
import { type DocumentProblem, documentProblems, InvalidDocument, isObject, type Locale, readableDocument } from './page-checks.ts';

export type PageState = 'published' | 'draft-ahead' | 'never-published';

export interface PageSummary {
  slug: string;
  locale: Locale;
  title: string;
  state: PageState;
  revision: number;
  publishedVersion: number | null;
  updatedAt: string;
  updatedBy: string;
}

export interface PageDetail {
  slug: string;
  locale: Locale;
  state: PageState;
  draft: { document: Record<string, unknown>; revision: number; savedAt: string; savedBy: string };
  published: { document: Record<string, unknown>; version: number; publishedAt: string; publishedBy: string } | null;
}

export interface VersionSummary {
  version: number;
  publishedAt: string;
  publishedBy: string;
}

/** The save conflicted with someone else's: the draft moved on since the editor loaded it. */
export class DraftConflict extends DomainError {
  constructor(readonly current: { revision: number; savedAt: string; savedBy: string }) {
    super(
      'conflict',
      `This page was saved by ${current.savedBy} at ${current.savedAt} (revision ${current.revision}) since you opened it. Reload it, then make your change again.`,
    );
  }
}

interface DraftRow {
  document: Record<string, unknown>;
  revision: number;
  saved_at: Date;
  saved_by: string;
}

interface PublishedRow {
  version: number;
  published_revision: number;
  updated_at: Date;
  published_by: string;
}

export const iso = (date: Date) => date.toISOString();

function stateOf(draftRevision: number, published: { published_revision: number } | undefined): PageState {
  if (!published) return 'never-published';
  return draftRevision > published.published_revision ? 'draft-ahead' : 'published';
}

function titleOf(document: Record<string, unknown>, slug: string): string {
  const meta = document['meta'];
  return isObject(meta) && typeof meta['title'] === 'string' ? meta['title'] : slug;
}

/** Every page of one language with its state, newest change first within the same title order. */
export async function listPages(db: Queryable, locale: Locale): Promise<PageSummary[]> {
  const rows = await db.query<DraftRow & { slug: string; version: number | null; published_revision: number | null }>(
    `select d.slug, d.document, d.revision, d.saved_at, d.saved_by, p.version, p.published_revision
       from cms_page_drafts d left join cms_pages p on p.slug = d.slug and p.locale = d.locale
      where d.locale = $1 order by d.slug`,
    [locale],
  );
  return rows.map((row) => ({
    slug: row.slug,
    locale,
    title: titleOf(row.document, row.slug),
    state: stateOf(row.revision, row.published_revision === null ? undefined : { published_revision: row.published_revision }),
    revision: row.revision,
    publishedVersion: row.version,
    updatedAt: iso(row.saved_at),
    updatedBy: row.saved_by,
  }));
}

export async function draftRow(db: Queryable, locale: Locale, slug: string, lock = false): Promise<DraftRow | undefined> {
  return queryOne<DraftRow>(
    db,
    `select document, revision, saved_at, saved_by from cms_page_drafts where slug = $1 and locale = $2${lock ? ' for update' : ''}`,
    [slug, locale],
  );
}

async function publishedRow(db: Queryable, locale: Locale, slug: string): Promise<PublishedRow | undefined> {
  return queryOne<PublishedRow>(db, 'select version, published_revision, updated_at, published_by from cms_pages where slug = $1 and locale = $2', [
    slug,
    locale,
  ]);
}

export const pageNotFound = (locale: Locale, slug: string) => notFound(`There is no ${locale} page "${slug}".`);

/** The draft and the published version of one page; stored documents are upgraded to the current schemaVersion (upgradeForReading). */
export async function pageDetail(db: Queryable, locale: Locale, slug: string): Promise<PageDetail> {
  const draft = await draftRow(db, locale, slug);
  if (!draft) throw pageNotFound(locale, slug);
  const published = await publishedRow(db, locale, slug);
  const version = published
    ? await queryOne<{ document: Record<string, unknown> }>(db, 'select document from cms_page_versions where slug = $1 and locale = $2 and version = $3', [
        slug,
        locale,
        published.version,
      ])
    : undefined;
  return {
    slug,
    locale,
    state: stateOf(draft.revision, published),
    draft: { document: upgradeForReading(draft.document), revision: draft.revision, savedAt: iso(draft.saved_at), savedBy: draft.saved_by },
    published:
      published && version
        ? {
            document: upgradeForReading(version.document),
            version: published.version,
            publishedAt: iso(published.updated_at),
            publishedBy: published.published_by,
          }
        : null,
  };
}

/**
 * Saves a draft over revision `expectedRevision` (optimistic concurrency): a save based on an
 * older revision is refused with the current one, never written over it. `expectedRevision`
 * `new` creates the page's draft and is refused when the page exists. Problems are reported, not refused.
 */
export async function saveDraft(
  db: Database,
  input: { locale: Locale; slug: string; document: unknown; expectedRevision: number | 'new'; by: string },
): Promise<{ revision: number; problems: DocumentProblem[] }> {
  const { locale, slug, by } = input;
  if (!isObject(input.document)) throw invalid('Send the page as {"document": {…}}: a JSON object.', 'document');
  const problems = documentProblems(input.document, locale);
  // Stored in the current format, so every later read finds nothing to upgrade.
  const text = JSON.stringify(readableDocument(input.document));
  if (input.expectedRevision === 'new') {
    const row = await queryOne<{ revision: number }>(
      db,
      `insert into cms_page_drafts (slug, locale, document, revision, saved_by) values ($1, $2, $3, 1, $4) on conflict do nothing returning revision`,
      [slug, locale, text, by],
    );
    if (!row) throw new DomainError('conflict', `The ${locale} page "${slug}" exists already.`);
    return { revision: row.revision, problems };
  }
  const row = await queryOne<{ revision: number }>(
    db,
    `update cms_page_drafts set document = $3, revision = revision + 1, saved_at = now(), saved_by = $4
      where slug = $1 and locale = $2 and revision = $5 returning revision`,
    [slug, locale, text, by, input.expectedRevision],
  );
  if (row) return { revision: row.revision, problems };
  const current = await draftRow(db, locale, slug);
  if (!current) throw pageNotFound(locale, slug);
  throw new DraftConflict({ revision: current.revision, savedAt: iso(current.saved_at), savedBy: current.saved_by });
}

/**
 * Makes `document` the live page as a new version, inside the caller's transaction (the draft row
 * is locked), and records in the audit log who did it and which version was live before.
 */
export async function publishDocument(
  tx: Queryable,
  locale: Locale,
  slug: string,
  document: Record<string, unknown>,
  revision: number,
  audit: { by: string; staffId: number | undefined; action: 'publish' | 'rollback'; after?: Record<string, unknown> },
): Promise<number> {
  const { by } = audit;
  const before = await publishedVersion(tx, locale, slug);
  const next = await queryOne<{ version: number }>(
    tx,
    'select coalesce(max(version), 0) + 1 as version from cms_page_versions where slug = $1 and locale = $2',
    [slug, locale],
  );
  const version = next!.version;
  const text = JSON.stringify(document);
  await tx.query('insert into cms_page_versions (slug, locale, version, document, published_by) values ($1, $2, $3, $4, $5)', [
    slug,
    locale,
    version,
    text,
    by,
  ]);
  await tx.query(
    `insert into cms_pages (slug, locale, document, updated_at, version, published_by, published_revision) values ($1, $2, $3, now(), $4, $5, $6)
     on conflict (slug, locale) do update set document = excluded.document, updated_at = now(), version = excluded.version,
       published_by = excluded.published_by, published_revision = excluded.published_revision`,
    [slug, locale, text, version, by, revision],
  );
  if (slug !== 'home') await tx.query("insert into url_rewrites (url_key, page_type, target_id) values ($1, 'cms-page', $1) on conflict do nothing", [slug]);
  await recordAudit(tx, {
    staff: { email: by, id: audit.staffId },
    action: audit.action,
    entity: 'page',
    entityId: `${locale}/${slug}`,
    before: before === undefined ? null : { version: before },
    after: { version, revision, ...audit.after },
  });
  return version;
}

/** Publishes the draft at `expectedRevision`: 409 when the draft moved on, 422 with every problem when it is not valid. */
export async function publishPage(
  db: Database,
  input: { locale: Locale; slug: string; expectedRevision: number; by: string; staffId?: number },
): Promise<{ version: number }> {
  const { locale, slug, by } = input;
  return db.transaction(async (tx) => {
    const draft = await draftRow(tx, locale, slug, true);
    if (!draft) throw pageNotFound(locale, slug);
    if (draft.revision !== input.expectedRevision) throw new DraftConflict({ revision: draft.revision, savedAt: iso(draft.saved_at), savedBy: draft.saved_by });
    const problems = documentProblems(draft.document, locale);
    if (problems.length) throw new InvalidDocument(problems);
    const version = await publishDocument(tx, locale, slug, draft.document, draft.revision, { by, staffId: input.staffId, action: 'publish' });
    return { version };
  });
}

/** The live version number of a page, if it was ever published. */
export async function publishedVersion(db: Queryable, locale: Locale, slug: string): Promise<number | undefined> {
  const row = await queryOne<{ version: number }>(db, 'select version from cms_pages where slug = $1 and locale = $2', [slug, locale]);
  return row?.version;
}

/** A new page's draft from a template; 409 when the page exists. */
export async function createPage(db: Database, input: { locale: Locale; slug: string; templateId: unknown; by: string }): Promise<PageDetail> {
  const template = typeof input.templateId === 'string' ? findTemplate(input.templateId) : undefined;
  if (!template) throw invalid(`There is no template ${JSON.stringify(input.templateId)}; GET /studio/api/templates lists them.`, 'templateId');
  await checkAddressFree(db, input.slug);
  const title = input.slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  await saveDraft(db, { locale: input.locale, slug: input.slug, document: template.document(input.locale, title), expectedRevision: 'new', by: input.by });
  return pageDetail(db, input.locale, input.slug);
}

/** A page's address must not be one a category, product or redirect already answers. */
async function checkAddressFree(db: Queryable, slug: string): Promise<void> {
  const taken = await queryOne<{ page_type: string | null; redirect_url: string | null }>(
    db,
    'select page_type, redirect_url from url_rewrites where url_key = $1',
    [slug],
  );
  if (taken && (taken.page_type !== 'cms-page' || taken.redirect_url))
    throw new DomainError(
      'conflict',
      `The address /${slug}/ is already used by ${taken.redirect_url ? 'a redirect' : `a ${taken.page_type} page`}; choose another.`,
    );
}

/** A page's draft copied to the other language as a starting draft (never published); 409 when that page exists. */
export async function copyPage(db: Database, input: { locale: Locale; slug: string; toLocale: Locale; by: string }): Promise<PageDetail> {
  const source = await draftRow(db, input.locale, input.slug);
  if (!source) throw pageNotFound(input.locale, input.slug);
  if (input.toLocale === input.locale) throw invalid(`"toLocale" must be the other language than "${input.locale}".`, 'toLocale');
  const document = { ...upgradeForReading(source.document), locale: input.toLocale };
  await saveDraft(db, { locale: input.toLocale, slug: input.slug, document, expectedRevision: 'new', by: input.by });
  return pageDetail(db, input.toLocale, input.slug);
}
