import { type Queryable, queryOne } from '../../db/database.ts';
import { baseOf } from '../../db/store-memo.ts';

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
 * One value per database and key, kept while the catalogue's version stays the same. When a
 * request finds a new version, the values kept for the old one are read again in the
 * background, one after another, so the next request for another key finds it ready instead
 * of reading it cold (a request for a key not yet read starts its read at once).
 */
export interface VersionedCache<K, V> {
  get(db: Queryable, version: string, key: K, load: () => Promise<V>): Promise<V>;
  /** Forgets what is kept for a database (a benchmark's cold read). */
  forget(db: Queryable): void;
}

interface Entry<V> {
  value: Promise<V>;
  /** Starts the read if it has not started yet. */
  start: () => void;
  load: () => Promise<V>;
}

function entryOf<V>(load: () => Promise<V>): Entry<V> {
  let begin: () => void = () => undefined;
  const value = new Promise<V>((resolve, reject) => {
    let started = false;
    begin = () => {
      if (started) return;
      started = true;
      load().then(resolve, reject);
    };
  });
  return { value, start: begin, load };
}

export function versionedCache<K, V>(): VersionedCache<K, V> {
  const byDb = new WeakMap<Queryable, { version: string; entries: Map<K, Entry<V>> }>();
  const keep = (entries: Map<K, Entry<V>>, key: K, entry: Entry<V>) => {
    entries.set(key, entry);
    // A failed read is not kept: the next request tries again.
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
  };
  /** Reads the values of `warming` one after another once `first` is read, unless a newer version comes. */
  const warm = (db: Queryable, kept: { version: string }, first: Promise<V>, warming: Entry<V>[]) => {
    void (async () => {
      await first.catch(() => undefined);
      for (const entry of warming) {
        // A newer version found meanwhile warms its own values.
        if (byDb.get(db) !== kept) return;
        entry.start();
        await entry.value.catch(() => undefined);
      }
    })();
  };
  const get: VersionedCache<K, V>['get'] = (given, version, key, load) => {
    // A memo of the database (store-memo.ts) shares the database's own kept values.
    const db = baseOf(given);
    let kept = byDb.get(db);
    const warming: Entry<V>[] = [];
    if (!kept || kept.version !== version) {
      const previous = kept;
      kept = { version, entries: new Map() };
      byDb.set(db, kept);
      for (const [oldKey, old] of previous?.entries ?? []) {
        if (oldKey === key) continue;
        const entry = entryOf(old.load);
        keep(kept.entries, oldKey, entry);
        warming.push(entry);
      }
    }
    let entry = kept.entries.get(key);
    if (!entry) {
      entry = entryOf(load);
      keep(kept.entries, key, entry);
    }
    entry.start();
    if (warming.length) warm(db, kept, entry.value, warming);
    return entry.value;
  };
  return { get, forget: (db) => byDb.delete(baseOf(db)) };
}
