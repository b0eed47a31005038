import { expect, test } from 'vitest';
import { buildMenuTree } from './menu-tree.ts';

test('a flat menu becomes a tree ordered by lft', () => {
  const tree = buildMenuTree([
    { id: 'b', level: 1, lft: 3, parent: null, title: 'B', url: '/b/' },
    { id: 'a', level: 1, lft: 0, parent: null, title: 'A', url: '/a/' },
    { id: 'a2', level: 2, lft: 2, parent: { id: 'a' }, title: 'A2', url: '/a2/' },
    { id: 'a1', level: 2, lft: 1, parent: { id: 'a' }, title: 'A1', url: '/a1/' },
  ]);
  expect(tree.map((n) => n.id)).toEqual(['a', 'b']);
  expect(tree[0]?.children.map((n) => n.id)).toEqual(['a1', 'a2']);
});

test('an entry whose parent is missing is dropped rather than shown at the top level', () => {
  expect(buildMenuTree([{ id: 'x', level: 2, lft: 0, parent: { id: 'gone' }, title: 'X', url: '/x/' }])).toEqual([]);
});

test('the same list gives the same tree, made once; a new list (a shell composed again) gives its own', () => {
  const entries = [{ id: 'a', level: 1, lft: 0, parent: null, title: 'A', url: '/a/' }];
  const first = buildMenuTree(entries);
  expect(buildMenuTree(entries)).toBe(first);
  const renamed = buildMenuTree([{ ...entries[0]!, title: 'A renamed' }]);
  expect(renamed).not.toBe(first);
  expect(renamed[0]?.title).toBe('A renamed');
});
