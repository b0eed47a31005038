import { createHash } from 'node:crypto';
import type { PageTree } from '../../schemas/generated/index.ts';
import { type DiagnosticMode, type NodeDiagnostic, validatePageTree } from '../../schemas/page-validation.ts';
import { frozen } from '../lib/frozen.ts';
import { KeptMap } from './kept-map.ts';

/** A composed page as it is sent: validated, written as JSON, and that JSON's digest. */
export interface CheckedTree {
  /** What is rendered and sent: the tree as validated (a bad node shown as a diagnostic, or left out). */
  tree: PageTree;
  diagnostics: NodeDiagnostic[];
  /** `tree` as JSON. */
  json: string;
  /** SHA-256 of `json`, base64url: what the page's ETags and kept renders are keyed by. */
  digest: string;
}

export interface CheckedTreesOptions {
  /** How many trees are kept; the least recently used goes first. */
  maxEntries: number;
  /** How many characters of JSON are kept in all: a content page's tree is about 8,000 to 11,000, a lister's 18,000. */
  maxChars: number;
}

/** Validates a composed page and writes it as JSON, with the JSON's digest. */
export function checkTree(input: PageTree, mode: DiagnosticMode, inputJson = JSON.stringify(input)): CheckedTree {
  const { tree, diagnostics } = validatePageTree(input, mode);
  // A tree with nothing to show or leave out comes back as it went in, so its JSON is the input's.
  const json = diagnostics.length === 0 ? inputJson : JSON.stringify(tree);
  return { tree, diagnostics, json, digest: createHash('sha256').update(json).digest('base64url') };
}

/**
 * Pages checked before, by the JSON of the tree composed: a page composed again from unchanged
 * data (a new address that reads nothing of its query, another visitor, the kept page gone after
 * a minute) is neither validated nor hashed again. Validation depends on nothing but the tree, and
 * equal JSON is an equal tree as the browser reads it. A kept tree is given to every request that
 * composes its like, so it is frozen: a renderer that wrote to it would throw.
 */
export class CheckedTrees {
  /** Weighed by the characters of their key, the JSON composed. */
  readonly #kept: KeptMap<CheckedTree>;
  readonly #mode: DiagnosticMode;
  readonly #options: CheckedTreesOptions;

  constructor(mode: DiagnosticMode, options: CheckedTreesOptions) {
    this.#mode = mode;
    this.#options = options;
    this.#kept = new KeptMap({ maxEntries: options.maxEntries, maxWeight: options.maxChars });
  }

  check(input: PageTree): CheckedTree {
    const inputJson = JSON.stringify(input);
    const kept = this.#kept.get(inputJson);
    if (kept) return kept;
    const checked = checkTree(input, this.#mode, inputJson);
    if (inputJson.length > this.#options.maxChars) return checked;
    frozen(checked.tree);
    frozen(checked.diagnostics);
    this.#kept.set(inputJson, checked, inputJson.length);
    return checked;
  }

  get size(): number {
    return this.#kept.size;
  }
}
