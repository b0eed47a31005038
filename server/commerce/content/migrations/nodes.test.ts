import { expect, test } from 'vitest';
import { mapDocumentNodes, renameKey } from './nodes.ts';

test('mapDocumentNodes changes every node of the tree, nested ones too, and leaves the envelope and the input alone', () => {
  const document = {
    meta: { title: 'A page', type: 'not a node' },
    root: {
      type: 'stack',
      id: 'root',
      props: {},
      children: [
        { type: 'heading', id: 'a', props: {} },
        { type: 'stack', id: 'b', props: {}, children: [{ type: 'heading', id: 'c', props: {} }] },
      ],
    },
  };
  const before = structuredClone(document);
  const seen: unknown[] = [];
  const changed = mapDocumentNodes(document, (node) => {
    seen.push(node['id']);
    return { ...node, props: { seen: true } };
  });
  expect(seen).toEqual(['root', 'a', 'b', 'c']);
  expect(changed['meta']).toBe(document.meta);
  expect(JSON.stringify(changed)).not.toContain('"props":{}');
  expect(document).toEqual(before);
  expect(mapDocumentNodes({ pageType: 'cms-page' }, () => ({}))).toEqual({ pageType: 'cms-page' });
});

test('renameKey renames a key where it stands, and does nothing when the key is absent or the new name is taken', () => {
  expect(Object.entries(renameKey({ a: 1, link: 2, c: 3 }, 'link', 'moreLink'))).toEqual([
    ['a', 1],
    ['moreLink', 2],
    ['c', 3],
  ]);
  const absent = { a: 1 };
  expect(renameKey(absent, 'link', 'moreLink')).toBe(absent);
  const taken = { link: 1, moreLink: 2 };
  expect(renameKey(taken, 'link', 'moreLink')).toBe(taken);
});
