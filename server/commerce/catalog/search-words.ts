import { editDistance } from '../../../domain/edit-distance.ts';
import type { Queryable } from '../../db/database.ts';
import { catalogueVersion, versionedCache } from './catalogue-version.ts';
import { fold } from './search-query.ts';

/** A word without umlauts, as its trigram index holds it (migration 0170). */
const FOLDED = "translate(word, 'äöüß', 'aous')";
/** Words shorter than this are not corrected: too few trigrams to say which word was meant. */
const MIN_CORRECTED_LENGTH = 4;

/** Rewrites the catalogue's words (see migration 0170) from its products, inside the caller's transaction. */
export async function refreshSearchWords(tx: Queryable): Promise<void> {
  await tx.query('delete from catalog_search_words');
  await tx.query(
    `insert into catalog_search_words (word, products)
     select word, ndoc from ts_stat($$select to_tsvector('simple', name || ' ' || search_text) from catalog_products$$)
     where word ~ '^[^[:digit:][:punct:][:space:]]{3,}$'`,
  );
}

const wordCache = versionedCache<'words', Set<string>>();

/** The catalogue's words, folded (`ladegerat`), kept while its version stays the same. */
export async function knownWords(db: Queryable): Promise<Set<string>> {
  return wordCache.get(
    db,
    await catalogueVersion(db),
    'words',
    async () => new Set((await db.query<{ word: string }>('select word from catalog_search_words')).map((row) => fold(row.word))),
  );
}

/**
 * The catalogue word a misspelt word most likely meant: the candidates pg_trgm finds similar
 * (`%`, through the trigram index), the fewest edits away, then the most similar, then the
 * most used. Undefined for short words, known words and words with nothing near.
 */
export async function closestWord(db: Queryable, word: string): Promise<string | undefined> {
  if (word.length < MIN_CORRECTED_LENGTH) return undefined;
  const rows = await db.query<{ word: string; score: number; products: number }>(
    `select word, similarity(${FOLDED}, translate($1, 'äöüß', 'aous')) as score, products from catalog_search_words
     where ${FOLDED} % translate($1, 'äöüß', 'aous') order by score desc, products desc, word limit 8`,
    [word],
  );
  if (rows.some((row) => row.word === word)) return undefined;
  const allowed = Math.max(1, Math.floor(word.length / 3));
  const near = rows.map((row) => ({ ...row, edits: editDistance(fold(word), fold(row.word)) })).filter((row) => row.edits <= allowed);
  near.sort((a, b) => a.edits - b.edits || b.score - a.score || b.products - a.products);
  return near[0]?.word;
}
