import { PAGE_SCHEMA_VERSION } from '../../../../schemas/page-version.ts';
import type { JsonObject, PageMigration } from './nodes.ts';
import { cardGridMoreLink } from './v2-card-grid-more-link.ts';

/**
 * Every step, oldest first: step i upgrades version i + 1. A format change adds one module here
 * and raises `schemaVersion`'s `const` in schemas/page.schema.json (docs/decisions/014).
 */
export const PAGE_MIGRATIONS: readonly PageMigration[] = [cardGridMoreLink];

export const CURRENT_SCHEMA_VERSION = PAGE_SCHEMA_VERSION;

/** A document whose schemaVersion this store cannot read: not a version number, or newer than it knows. */
export class UnreadableVersion extends Error {}

/** The version a document says it is; a document from before the field existed is version 1. */
export function versionOf(document: JsonObject): number {
  const version = document['schemaVersion'];
  if (version === undefined) return 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new UnreadableVersion(`"schemaVersion" must be a whole number from 1 to ${CURRENT_SCHEMA_VERSION} (got ${JSON.stringify(version)}).`);
  if (version > CURRENT_SCHEMA_VERSION)
    throw new UnreadableVersion(
      `This document is schemaVersion ${version}, newer than this store reads (${CURRENT_SCHEMA_VERSION}): update the store, or write it as version ${CURRENT_SCHEMA_VERSION}.`,
    );
  return version;
}

/**
 * The document upgraded to the current schemaVersion, one step per version (`$schema` and the
 * order of keys kept, as an editor sees it). A current document is returned as it is.
 * Throws UnreadableVersion when its version cannot be read.
 */
export function upgradeDocument(document: JsonObject): JsonObject {
  let version = versionOf(document);
  let current = document;
  while (version < CURRENT_SCHEMA_VERSION) {
    const step = PAGE_MIGRATIONS[version - 1];
    if (!step || step.from !== version) throw new Error(`No page migration from schemaVersion ${version}`);
    current = { ...step.migrate(current), schemaVersion: version + 1 };
    version += 1;
  }
  return current;
}

/**
 * For reading what is stored: upgraded, or as it is when its version cannot be read (written by a
 * newer store, say, before a deploy was rolled back). The shop then renders what it can use, and
 * the studio loads it with the version problem shown, rather than either failing outright.
 */
export function upgradeForReading(document: JsonObject): JsonObject {
  try {
    return upgradeDocument(document);
  } catch (error) {
    if (error instanceof UnreadableVersion) return document;
    throw error;
  }
}
