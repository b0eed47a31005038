import { createHash } from 'node:crypto';
import { AskedOnce } from './asked-once.ts';
import { KeptMap } from './kept-map.ts';

export interface RenderCacheOptions {
  /** How many rendered pages are kept; the least recently used goes first. */
  maxEntries: number;
  /** How many bytes of documents are kept, at most: a lister's document is a hundred kilobytes, a content page's forty. */
  maxBytes: number;
  /**
   * Which render of a key is kept: 2 (the default) keeps the second within `ttlMs`, so a page
   * rendered for an address asked for once (a crawler's, a new query each time) is never kept;
   * 1 keeps the first.
   */
  keepAnswer?: 1 | 2;
  /** How long one is served, so nothing rendered stays longer than this. */
  ttlMs: number;
  now?: () => number;
}

/**
 * A page's document depends only on its tree, its URL and the client build, so an identical
 * tree for the same URL is answered with the document written before. The key is a digest of
 * all of them (of the tree's own digest, checked-trees.ts), and serves as the page's strong ETag
 * too. Documents are kept as the bytes sent (UTF-8): half the memory of a string with one
 * non-Latin-1 character (a `€`), encoded once, and the same bytes an anonymous page is kept as
 * whole (kept-pages.ts) without a copy. As with whole pages, the second render of a key within
 * a minute is kept, not the first: the new addresses a crawler or a filter-happy shopper asks for
 * once hold no memory and push nothing out.
 */
export class RenderCache {
  readonly #entries: KeptMap<{ document: Buffer; expires: number }>;
  readonly #askedOnce: AskedOnce;
  readonly #options: Required<RenderCacheOptions>;

  constructor(options: RenderCacheOptions) {
    this.#options = { now: Date.now, keepAnswer: 2, ...options };
    this.#entries = new KeptMap({ maxEntries: options.maxEntries, maxWeight: options.maxBytes });
    this.#askedOnce = new AskedOnce(this.#options);
  }

  /** A digest of a page's tree (its JSON, or that JSON's own digest) and what else its answer is made of. */
  static keyOf(tree: string, context: string): string {
    return createHash('sha256').update(context).update('\n').update(tree).digest('base64url');
  }

  get(key: string): Buffer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.#options.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.document;
  }

  /** Keeps a document when it is the render to keep (`keepAnswer`) and fits in `maxBytes` alone. */
  set(key: string, document: Buffer): void {
    if (this.#options.keepAnswer === 2 && !this.#entries.has(key) && !this.#askedOnce.again(key)) return;
    if (document.byteLength > this.#options.maxBytes) {
      this.#entries.delete(key);
      return;
    }
    this.#entries.set(key, { document, expires: this.#options.now() + this.#options.ttlMs }, document.byteLength);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes of the documents kept. */
  get bytes(): number {
    return this.#entries.weight;
  }
}
