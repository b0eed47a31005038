/** How much a `KeptMap` holds at most: entries, and their weight (bytes of a document, characters of JSON). */
export interface KeptMapBounds {
  maxEntries: number;
  maxWeight: number;
}

/**
 * A map that keeps what was used last within its bounds: at most `maxEntries` entries, and at
 * most `maxWeight` of them by the weight each was kept with, the least recently used going
 * first. What each process keeps of its pages (renders, whole answers, checked trees) is kept
 * in one of these; each cache adds its own rules on what to keep and for how long.
 */
export class KeptMap<Value> {
  readonly #entries = new Map<string, { value: Value; weight: number }>();
  readonly #bounds: KeptMapBounds;
  #weight = 0;

  constructor(bounds: KeptMapBounds) {
    this.#bounds = bounds;
  }

  /** The value kept for `key`, which becomes the most recently used. */
  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  /** Keeps `value` in place of any value before it, as the most recently used; the least recently used go until the map is within bounds. */
  set(key: string, value: Value, weight: number): void {
    this.delete(key);
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    this.#trim();
  }

  /** Adds to the weight of `value` (something made for it later) while it is still what `key` keeps; the map trims as after `set`. */
  grow(key: string, value: Value, weight: number): void {
    const entry = this.#entries.get(key);
    if (entry?.value !== value) return;
    entry.weight += weight;
    this.#weight += weight;
    this.#trim();
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The weight of everything kept. */
  get weight(): number {
    return this.#weight;
  }

  #trim(): void {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.#bounds.maxEntries && this.#weight <= this.#bounds.maxWeight) break;
      this.delete(key);
    }
  }
}
