import { recordAudit } from '../staff/audit.ts';
import { checkPageText } from '../../cli/page-problems.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { DomainError, invalid, notFound } from '../../lib/errors.ts';
import { CURRENT_SCHEMA_VERSION, UnreadableVersion, upgradeDocument, upgradeForReading } from './migrations/index.ts';
import { findTemplate } from './templates.ts';

export type Locale = 'en' | 'de';
export const LOCALES: readonly Locale[] = ['en', 'de'];

/** One thing wrong with a document: where (JSON Pointer), what to do about it, and which check failed. */
export interface DocumentProblem {
  path: string;
  message: string;
  keyword: string;
}

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

/** A document that cannot be published, with every problem. */
export class InvalidDocument extends DomainError {
  constructor(readonly problems: DocumentProblem[]) {
    super('invalid_data', `This page cannot be published: ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix first.`);
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function checkLocale(value: unknown): Locale {
  if (value === 'en' || value === 'de') return value;
  throw invalid(`The language must be "en" or "de" (got ${JSON.stringify(value)}).`, 'locale');
}

export function checkSlug(value: unknown): string {
  if (typeof value === 'string' && value.length <= 100 && SLUG.test(value)) return value;
  throw invalid('The page address must be lower-case letters, digits and single hyphens, like "spring-sale" (at most 100 characters).', 'slug');
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every problem of a page document, checked as `npm run pages:validate` checks a file: the page
 * schema, each block's schema (the same ajv registry), unique ids, and the page's language.
 */
export function documentProblems(document: unknown, locale: Locale): DocumentProblem[] {
  if (!isObject(document))
    return [{ path: '/', message: 'The document must be a JSON object with schemaVersion, pageType, layout, locale, meta and root.', keyword: 'type' }];
  let upgraded: Record<string, unknown>;
  try {
    upgraded = upgradeDocument(document);
  } catch (error) {
    if (error instanceof UnreadableVersion) return [{ path: '/schemaVersion', message: error.message, keyword: 'schemaVersion' }];
    throw error;
  }
  const problems: DocumentProblem[] = checkPageText(JSON.stringify(upgraded, null, 2))
    .filter((problem) => problem.severity === 'error')
    .map((problem) => ({ path: problem.path || '/', message: problem.message, keyword: problem.keyword ?? 'schema' }));
  if (!('schemaVersion' in document))
    problems.unshift({
      path: '/schemaVersion',
      message: `"schemaVersion" is missing: add "schemaVersion": ${CURRENT_SCHEMA_VERSION}, the version of the page format the document is written in.`,
      keyword: 'required',
    });
  if (typeof upgraded['locale'] === 'string' && upgraded['locale'] !== locale)
    problems.push({
      path: '/locale',
      message: `"locale" is "${upgraded['locale']}", but this is the ${locale} page; set it to "${locale}".`,
      keyword: 'const',
    });
  return problems;
}

/**
 * The document upgraded to the current schemaVersion; 400 when its version cannot be read (it could
 * never be loaded again). One without a version is kept as sent, so its reported problem stays until fixed.
 */
function readableDocument(document: Record<string, unknown>): Record<string, unknown> {
  if (!('schemaVersion' in document)) return document;
  try {
    return upgradeDocument(document);
  } catch (error) {
    if (error instanceof UnreadableVersion) throw invalid(error.message, 'schemaVersion');
    throw error;
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

const iso = (date: Date) => date.toISOString();

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

async function draftRow(db: Queryable, locale: Locale, slug: string, lock = false): Promise<DraftRow | undefined> {
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

const pageNotFound = (locale: Locale, slug: string) => notFound(`There is no ${locale} page "${slug}".`);

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

/** Makes `document` the live page as a new version, inside the caller's transaction (the draft row is locked). */
async function publishDocument(tx: Queryable, locale: Locale, slug: string, document: Record<string, unknown>, revision: number, by: string): Promise<number> {
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
    const before = await publishedVersion(tx, locale, slug);
    const version = await publishDocument(tx, locale, slug, draft.document, draft.revision, by);
    await recordAudit(tx, {
      staff: { email: by, id: input.staffId },
      action: 'publish',
      entity: 'page',
      entityId: `${locale}/${slug}`,
      before: before === undefined ? null : { version: before },
      after: { version, revision: draft.revision },
    });
    return { version };
  });
}

/** The live version number of a page, if it was ever published. */
async function publishedVersion(db: Queryable, locale: Locale, slug: string): Promise<number | undefined> {
  const row = await queryOne<{ version: number }>(db, 'select version from cms_pages where slug = $1 and locale = $2', [slug, locale]);
  return row?.version;
}

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
    const before = await publishedVersion(tx, locale, slug);
    const version = await publishDocument(tx, locale, slug, old.document, row!.revision, by);
    await recordAudit(tx, {
      staff: { email: by, id: input.staffId },
      action: 'rollback',
      entity: 'page',
      entityId: `${locale}/${slug}`,
      before: before === undefined ? null : { version: before },
      after: { version, revision: row!.revision, copyOf: input.version },
    });
    return { version, revision: row!.revision };
  });
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
