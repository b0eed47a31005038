import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { AskedOnce } from './asked-once.ts';
import { KeptMap } from './kept-map.ts';

export type Encoding = 'br' | 'gzip';

/** A finished answer for anonymous visitors, kept whole: status, headers and body, compressed once per encoding. */
export interface KeptPage {
  status: number;
  /** As the store sent them, less what belongs to one request (id, timing) and to one encoding (length). */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  etag: string;
  /** The body compressed, made the first time a visitor's browser accepts each encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
  expires: number;
}

export interface PageCacheOptions {
  maxEntries: number;
  /**
   * Which answer to a key is kept: 2 (the default) keeps the second within `ttlMs`, so an
   * address asked for once (a crawler's, a new query each time) is never kept and never pushes
   * out the pages visitors come back to; 1 keeps the first.
   */
  keepAnswer?: 1 | 2;
  /** Bodies and their compressed copies together; the least recently used go first. */
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

/** Bodies under this size are sent as they are: compressing them gains less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Finished anonymous pages by request key (docs/decisions/021). Everything a page is made of
 * is in the database, so a change to any table pages read clears every entry (`clear`); an
 * answer composed from data read before a clear is not kept (`generation`). Entries also
 * expire after `ttlMs`, for what changes with the clock alone (a dated special price).
 */
export class PageCache {
  /** Weighed by the body and its compressed copies. */
  readonly #entries: KeptMap<KeptPage>;
  readonly #askedOnce: AskedOnce;
  readonly #options: Required<PageCacheOptions>;
  #generation = 0;

  constructor(options: PageCacheOptions) {
    this.#options = { now: Date.now, keepAnswer: 2, ...options };
    this.#entries = new KeptMap({ maxEntries: options.maxEntries, maxWeight: options.maxBytes });
    this.#askedOnce = new AskedOnce(this.#options);
  }

  /** Changes with every `clear`: an answer begun in one generation is kept only in the same one. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string): KeptPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.#options.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Keeps an answer begun in this generation, when it is the answer to keep (`keepAnswer`). */
  set(key: string, generation: number, page: Omit<KeptPage, 'encoded' | 'expires'>): void {
    if (generation !== this.#generation || !this.#admits(key)) return;
    this.#entries.set(key, { ...page, encoded: {}, expires: this.#options.now() + this.#options.ttlMs }, page.body.byteLength);
  }

  /** The body in `encoding`, compressed the first time it is asked for. */
  encoded(key: string, entry: KeptPage, encoding: Encoding): Buffer {
    const kept = entry.encoded[encoding];
    if (kept) return kept;
    const made =
      encoding === 'br'
        ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.byteLength } })
        : gzipSync(entry.body, { level: 9 });
    entry.encoded[encoding] = made;
    // Counted only while the entry is still kept (a clear may have come meanwhile).
    this.#entries.grow(key, entry, made.byteLength);
    return made;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#entries.weight;
  }

  /** True for a key kept already or answered before within `ttlMs`; otherwise notes this answer. */
  #admits(key: string): boolean {
    return this.#options.keepAnswer === 1 || this.#entries.has(key) || this.#askedOnce.again(key);
  }
}
