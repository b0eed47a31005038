import pageSchema from './page.schema.json' with { type: 'json' };
import type { PageTree } from './generated/index.ts';

/**
 * The page format's current version: the `const` of `schemaVersion` in page.schema.json, the one
 * place it is written. Every composed page and every new document carries it; a stored or file
 * document of an older version is upgraded on read (server/commerce/content/migrations/).
 */
export const PAGE_SCHEMA_VERSION = pageSchema.properties.schemaVersion.const as PageTree['schemaVersion'];
