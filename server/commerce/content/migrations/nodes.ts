import { mapNodes } from '../../../../schemas/page-tree.ts';

/** What a migration step is and helpers for writing one: they work on plain JSON, since an old document is not today's PageTree. */

export type JsonObject = Record<string, unknown>;

/** One step of the page format: upgrades a document of version `from` to `from + 1`. */
export interface PageMigration {
  from: number;
  /** What the step changes, in a line. */
  summary: string;
  /** The upgraded document (a new object; the input is not changed). `schemaVersion` is set by the chain. */
  migrate: (document: JsonObject) => JsonObject;
}

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The document with `change` applied to every node of its tree (root first, then children in order); nothing else is touched. */
export function mapDocumentNodes(document: JsonObject, change: (node: JsonObject) => JsonObject): JsonObject {
  return isObject(document['root']) ? { ...document, root: mapNodes(document['root'], change) } : document;
}

/** `props` with the key `from` renamed to `to` where it stood (editors see the same order); as it is when `from` is absent or `to` is taken. */
export function renameKey(props: JsonObject, from: string, to: string): JsonObject {
  if (!(from in props) || to in props) return props;
  return Object.fromEntries(Object.entries(props).map(([key, value]) => [key === from ? to : key, value]));
}
