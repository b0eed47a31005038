/** How many keys asked for once a cache remembers, per entry it may hold. */
const SEEN_PER_ENTRY = 4;

/** The options of the cache that asks: what it keeps, for how long, and its clock. */
export interface AskedOnceOptions {
  /** How long a first ask counts: asked again later, it is a first ask once more. */
  ttlMs: number;
  /** How many entries the cache may hold: four times as many first asks are remembered, the oldest forgotten first. */
  maxEntries: number;
  now: () => number;
}

/**
 * The keys a cache was asked to keep once and did not, with when. A cache that keeps only what
 * is asked for a second time within its time asks `again` first, so that an address asked for once
 * (a crawler's, a new query each time) never pushes out the pages visitors come back to.
 */
export class AskedOnce {
  /** Keys asked for once, with when: the oldest first. */
  readonly #asked = new Map<string, number>();
  readonly #options: AskedOnceOptions;

  constructor(options: AskedOnceOptions) {
    this.#options = options;
  }

  /** True for a key asked for within `ttlMs` before (and forgotten now); otherwise notes this ask. */
  again(key: string): boolean {
    const now = this.#options.now();
    const before = this.#asked.get(key);
    this.#asked.delete(key);
    if (before !== undefined && now - before < this.#options.ttlMs) return true;
    this.#asked.set(key, now);
    if (this.#asked.size > SEEN_PER_ENTRY * this.#options.maxEntries) this.#asked.delete(this.#asked.keys().next().value as string);
    return false;
  }
}
