import { randomBytes } from 'node:crypto';
import type { KeptMarkupReader, KeptTag } from '../kept-element.tsx';

/** Kept contents before the oldest is let go: a navigation and a footer for each site, language and layout, many times over. */
export const KEPT_MARKUP_ENTRIES = 64;

/**
 * The contents of `KeptElement`s (renderer/kept-element.tsx) that server renders have written,
 * by place and data: the shell's navigation and footer, the same on every page of a site and
 * language, are rendered once and then written as kept. A render takes a `KeptRender` of its own.
 */
export class KeptMarkup {
  readonly #entries = new Map<string, string>();
  /** Marks are unique to the process, so no page's own text can be taken for one. */
  readonly #markPrefix = `kept-${randomBytes(6).toString('hex')}-`;
  #marks = 0;

  constructor(readonly maxEntries = KEPT_MARKUP_ENTRIES) {}

  get(key: string): string | undefined {
    return this.#entries.get(key);
  }

  set(key: string, html: string): void {
    this.#entries.delete(key);
    this.#entries.set(key, html);
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** A view for one synchronous render: it reads kept contents and marks the elements whose contents it is to keep. */
  forRender(): KeptRender {
    return new KeptRender(this, () => `${this.#markPrefix}${++this.#marks}`);
  }
}

/** One render's use of `KeptMarkup`: after the render, `keep` takes the marked contents out of its HTML into the store. */
export class KeptRender implements KeptMarkupReader {
  readonly #marked: { mark: string; key: string; tag: KeptTag }[] = [];

  constructor(
    private readonly store: KeptMarkup,
    private readonly nextMark: () => string,
  ) {}

  get(key: string): string | undefined {
    return this.store.get(key);
  }

  mark(key: string, tag: KeptTag): string {
    const mark = this.nextMark();
    this.#marked.push({ mark, key, tag });
    return mark;
  }

  /**
   * Keeps the content of every element this render marked, and returns the HTML without the
   * marks: what the render writes without kept markup, to the byte.
   */
  keep(html: string): string {
    let out = html;
    for (const { mark, key, tag } of this.#marked) {
      const attribute = ` data-kept="${mark}"`;
      const at = out.indexOf(attribute);
      if (at < 0) continue;
      const contentStart = out.indexOf('>', at) + 1;
      const contentEnd = closingTagAt(out, tag, contentStart);
      if (contentEnd >= 0) this.store.set(key, out.slice(contentStart, contentEnd));
      out = out.slice(0, at) + out.slice(at + attribute.length);
    }
    return out;
  }
}

/** Where the element opened just before `from` closes: its `</tag>`, counting the same elements opened inside it. */
function closingTagAt(html: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}
