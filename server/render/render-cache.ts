import { createHash } from 'node:crypto';

export interface RenderCacheOptions {
  /** How many rendered pages are kept; the least recently used goes first. */
  maxEntries: number;
  /** How long one is served, so nothing rendered stays longer than this. */
  ttlMs: number;
  now?: () => number;
}

/**
 * The server render of a page depends only on its tree and URL, so an identical tree for the
 * same URL is answered with the HTML rendered before. The key is a digest of both; the nonce
 * and everything else personal to a response are added around the cached part.
 */
export class RenderCache {
  readonly #entries = new Map<string, { html: string; expires: number }>();
  readonly #options: Required<RenderCacheOptions>;

  constructor(options: RenderCacheOptions) {
    this.#options = { now: Date.now, ...options };
  }

  static keyOf(url: string, tree: unknown): string {
    return createHash('sha256').update(url).update('\n').update(JSON.stringify(tree)).digest('base64url');
  }

  get(key: string): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expires <= this.#options.now()) return undefined;
    this.#entries.set(key, entry);
    return entry.html;
  }

  set(key: string, html: string): void {
    this.#entries.delete(key);
    this.#entries.set(key, { html, expires: this.#options.now() + this.#options.ttlMs });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#options.maxEntries) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
