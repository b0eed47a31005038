import type { Database, Queryable } from '../../../db/database.ts';
import { changedPaths } from '../../../lib/changed-paths.ts';
import { CURRENT_SCHEMA_VERSION, UnreadableVersion, upgradeDocument, versionOf } from './index.ts';
import type { JsonObject } from './nodes.ts';

/** One stored document of an older schemaVersion: which row, from and to which version, the JSON Pointers that change. */
export interface StoredDocumentChange {
  locale: string;
  slug: string;
  /** The draft, a published version (history), or the live page shoppers are served. */
  row: 'draft' | 'version' | 'live';
  /** The version number of a `version` row. */
  version?: number;
  from: number;
  to: number;
  changes: string[];
}

export interface StoredMigration {
  changed: StoredDocumentChange[];
  /** Documents already at the current schemaVersion. */
  upToDate: number;
  /** Stored documents whose schemaVersion cannot be read, left as they are, with why. */
  unreadable: { locale: string; slug: string; row: StoredDocumentChange['row']; version?: number; message: string }[];
  written: boolean;
}

interface Row {
  slug: string;
  locale: string;
  version?: number;
  document: JsonObject;
}

const TABLES = [
  {
    row: 'draft',
    select: 'select slug, locale, document from cms_page_drafts',
    update: 'update cms_page_drafts set document = $3 where slug = $1 and locale = $2',
  },
  {
    row: 'version',
    select: 'select slug, locale, version, document from cms_page_versions',
    update: 'update cms_page_versions set document = $3 where slug = $1 and locale = $2 and version = $4',
  },
  { row: 'live', select: 'select slug, locale, document from cms_pages', update: 'update cms_pages set document = $3 where slug = $1 and locale = $2' },
] as const;

/**
 * Every stored page document (drafts, published versions, live pages) of an older schemaVersion,
 * with what upgrading it changes; with `write`, each is rewritten upgraded, in one transaction.
 * Revisions, versions and dates stay: the content is the same, only its format moves on, and
 * the shop and studio already read these documents upgraded.
 */
export async function migrateStoredPages(db: Database, write: boolean): Promise<StoredMigration> {
  return db.transaction(async (tx: Queryable) => {
    const result: StoredMigration = { changed: [], upToDate: 0, unreadable: [], written: write };
    for (const table of TABLES) {
      const rows = await tx.query<Row>(`${table.select} order by locale, slug${table.row === 'version' ? ', version' : ''}${write ? ' for update' : ''}`);
      for (const { slug, locale, version, document } of rows) {
        const where = { locale, slug, row: table.row, ...(version === undefined ? {} : { version }) };
        let from: number;
        try {
          from = versionOf(document);
        } catch (error) {
          if (!(error instanceof UnreadableVersion)) throw error;
          result.unreadable.push({ ...where, message: error.message });
          continue;
        }
        if (from === CURRENT_SCHEMA_VERSION) {
          result.upToDate++;
          continue;
        }
        const upgraded = upgradeDocument(document);
        result.changed.push({ ...where, from, to: CURRENT_SCHEMA_VERSION, changes: changedPaths(document, upgraded, '', [], 50) });
        if (write) await tx.query(table.update, [slug, locale, JSON.stringify(upgraded), ...(version === undefined ? [] : [version])]);
      }
    }
    return result;
  });
}
