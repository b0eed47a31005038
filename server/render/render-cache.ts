import { createHash } from 'node:crypto';

export interface RenderCacheOptions {
  /** How many rendered pages are kept; the least recently used goes first. */
  maxEntries: number;
  /** How long one is served, so nothing rendered stays longer than this. */
  ttlMs: number;
  now?: () => number;
}

/**
 * A page's document depends only on its tree, its URL and the client build, so an identical
 * tree for the same URL is answered with the document written before. The key is a digest of
 * all of them, and serves as the page's strong ETag too. Documents are kept as the bytes sent
 * (UTF-8): half the memory of a string with one non-Latin-1 character (a `€`), encoded once,
 * and the same bytes an anonymous page is kept as whole (kept-pages.ts) without a copy.
 */
export class RenderCache {
  readonly #entries = new Map<string, { document: Buffer; expires: number }>();
  readonly #options: Required<RenderCacheOptions>;

  constructor(options: RenderCacheOptions) {
    this.#options = { now: Date.now, ...options };
  }

  /** A digest of a page's serialised tree and what else its answer is made of. */
  static keyOf(json: string, context: string): string {
    return createHash('sha256').update(context).update('\n').update(json).digest('base64url');
  }

  get(key: string): Buffer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expires <= this.#options.now()) return undefined;
    this.#entries.set(key, entry);
    return entry.document;
  }

  set(key: string, document: Buffer): void {
    this.#entries.delete(key);
    this.#entries.set(key, { document, expires: this.#options.now() + this.#options.ttlMs });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#options.maxEntries) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
