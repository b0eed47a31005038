import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { PageTree } from '../../schemas/generated/index.ts';
import { InvalidPageError } from '../../schemas/page-validation.ts';
import { contentPage } from '../../tests/helpers/page-tree.ts';
import { CheckedTrees, checkTree } from './checked-trees.ts';

const page = (children: unknown[]): PageTree => contentPage(children, { title: 'Delivery' });
const heading = (id: string, text: unknown) => ({ type: 'heading', id, props: { text } });
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

describe('a composed page checked for sending', () => {
  test('a valid tree is sent as composed: its JSON, and that JSON digested', () => {
    const tree = page([heading('h', 'Delivery times')]);
    const checked = checkTree(tree, 'omit');
    expect(checked.diagnostics).toEqual([]);
    expect(checked.json).toBe(JSON.stringify(tree));
    expect(checked.digest).toBe(sha256(checked.json));
  });

  test('a tree with a bad node is sent without it, and its JSON and digest are of what is sent', () => {
    const checked = checkTree(page([heading('bad', 42), heading('good', 'Returns')]), 'omit');
    expect(checked.diagnostics.map((d) => d.nodeId)).toEqual(['bad']);
    expect(checked.tree.root.children?.map((node) => node.id)).toEqual(['good']);
    expect(checked.json).toBe(JSON.stringify(checked.tree));
    expect(checked.digest).toBe(sha256(checked.json));
  });
});

describe('pages checked before, by the JSON of the tree composed', () => {
  const limits = { maxEntries: 10, maxChars: 100_000 };

  test('the same page composed again is answered with what was checked, as the same objects', () => {
    const trees = new CheckedTrees('omit', limits);
    const first = trees.check(page([heading('h', 'Delivery times')]));
    const again = trees.check(page([heading('h', 'Delivery times')]));
    expect(again).toBe(first);
    expect(trees.check(page([heading('h', 'Returns')]))).not.toBe(first);
    expect(trees.size).toBe(2);
  });

  test('a bad node is left out of the kept page too, and still reported', () => {
    const trees = new CheckedTrees('omit', limits);
    trees.check(page([heading('bad', 42), heading('good', 'Returns')]));
    const again = trees.check(page([heading('bad', 42), heading('good', 'Returns')]));
    expect(again.tree.root.children?.map((node) => node.id)).toEqual(['good']);
    expect(again.diagnostics.map((d) => d.nodeId)).toEqual(['bad']);
  });

  test('the mode is the one the trees are checked with: shown as a diagnostic node in development', () => {
    const trees = new CheckedTrees('show', limits);
    trees.check(page([heading('bad', 42)]));
    expect(trees.check(page([heading('bad', 42)])).tree.root.children?.[0]?.type).toBe('diagnostic');
  });

  test('a kept tree is frozen: whoever is handed it cannot change it for the next', () => {
    const trees = new CheckedTrees('omit', limits);
    const { tree } = trees.check(page([heading('h', 'Delivery times')]));
    const node = tree.root.children?.[0];
    expect(() => {
      if (node) node.props['text'] = 'Changed';
    }).toThrow(TypeError);
    expect(() => tree.root.children?.push(heading('more', 'More') as never)).toThrow(TypeError);
  });

  test('keeps at most maxEntries trees, the least recently used going first', () => {
    const trees = new CheckedTrees('omit', { maxEntries: 2, maxChars: 100_000 });
    const delivery = trees.check(page([heading('h', 'Delivery')]));
    const returns = trees.check(page([heading('h', 'Returns')]));
    expect(trees.check(page([heading('h', 'Delivery')]))).toBe(delivery);
    trees.check(page([heading('h', 'Warranty')]));
    expect(trees.size).toBe(2);
    expect(trees.check(page([heading('h', 'Delivery')]))).toBe(delivery);
    expect(trees.check(page([heading('h', 'Returns')]))).not.toBe(returns);
  });

  test('keeps at most maxChars of JSON, and no tree larger than that alone', () => {
    const small = JSON.stringify(page([heading('h', 'x')])).length;
    const trees = new CheckedTrees('omit', { maxEntries: 10, maxChars: small * 2 + 10 });
    trees.check(page([heading('h', 'a')]));
    trees.check(page([heading('h', 'b')]));
    trees.check(page([heading('h', 'c')]));
    expect(trees.size).toBe(2);
    const large = page([heading('h', 'x'.repeat(small * 3))]);
    expect(trees.check(large)).not.toBe(trees.check(large));
    expect(trees.size).toBe(2);
  });

  test('a page whose envelope is broken is refused every time, never kept', () => {
    const trees = new CheckedTrees('omit', limits);
    const broken = { ...page([]), pageType: 42 } as unknown as PageTree;
    expect(() => trees.check(broken)).toThrow(InvalidPageError);
    expect(() => trees.check(broken)).toThrow(InvalidPageError);
    expect(trees.size).toBe(0);
  });
});
