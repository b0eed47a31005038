import { type Queryable, queryOne } from '../../db/database.ts';

/**
 * The catalogue's version, read on every request that uses catalogue data kept in the process
 * (as a CMS page's version is): a change made through any process shows on the next request.
 */
export async function catalogueVersion(db: Queryable): Promise<string> {
  const row = await queryOne<{ version: string }>(db, 'select version::text as version from catalog_state');
  return row?.version ?? '0';
}

/** Raises the version inside the caller's transaction, so the change and the new version commit together. */
export async function changeCatalogueVersion(tx: Queryable): Promise<void> {
  await tx.query('update catalog_state set version = version + 1, changed_at = now()');
}

/**
 * One value per database kept while the catalogue's version stays the same (and, with
 * `until`, no longer than that moment, when a special price starts or ends).
 */
export interface VersionedCache<K, V> {
  get(db: Queryable, version: string, key: K, load: () => Promise<{ value: V; until?: number }>): Promise<V>;
  /** Forgets what is kept for a database (a benchmark's cold read). */
  forget(db: Queryable): void;
}

export function versionedCache<K, V>(): VersionedCache<K, V> {
  const byDb = new WeakMap<Queryable, { version: string; entries: Map<K, { until: number; value: Promise<V> }> }>();
  const get: VersionedCache<K, V>['get'] = (db, version, key, load) => {
    let kept = byDb.get(db);
    if (!kept || kept.version !== version) {
      kept = { version, entries: new Map() };
      byDb.set(db, kept);
    }
    const { entries } = kept;
    const hit = entries.get(key);
    if (hit && Date.now() < hit.until) return hit.value;
    const entry: { until: number; value: Promise<V> } = { until: Number.POSITIVE_INFINITY, value: Promise.resolve(undefined as V) };
    entry.value = load().then(({ value, until }): V => {
      if (until !== undefined) entry.until = until;
      return value;
    });
    entries.set(key, entry);
    entry.value.catch(() => entries.delete(key));
    return entry.value;
  };
  return { get, forget: (db) => byDb.delete(db) };
}
