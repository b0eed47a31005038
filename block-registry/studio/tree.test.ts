import { describe, expect, test } from 'vitest';
import type { PageNode } from '../../schemas/generated/index.ts';
import { duplicateNode, findNode, insertNode, listNodes, moveNode, nodePointer, removeNode, setProps } from './tree.ts';

const page = (): PageNode => ({
  type: 'stack',
  id: 'page',
  props: {},
  children: [
    { type: 'hero', id: 'hero', props: { headline: 'Delivery' } },
    { type: 'columns', id: 'cols', props: {}, children: [{ type: 'rich-text', id: 'text', props: { html: '<p>a</p>' } }] },
    { type: 'heading', id: 'heading', props: { text: 'End' } },
  ],
});
const order = (root: PageNode) => listNodes(root).map(({ node }) => node.id);

describe('page tree helpers', () => {
  test('a block moves up and down among its siblings and stays put at either end', () => {
    const root = page();
    expect(order(moveNode(root, 'heading', -1))).toEqual(['page', 'hero', 'heading', 'cols', 'text']);
    expect(order(moveNode(root, 'hero', 1))).toEqual(['page', 'cols', 'text', 'hero', 'heading']);
    expect(moveNode(root, 'hero', -1)).toBe(root);
    expect(moveNode(root, 'text', 1)).toBe(root);
    expect(order(root)).toEqual(['page', 'hero', 'cols', 'text', 'heading']);
  });

  test('a duplicate comes right after the original, with new ids for it and its children', () => {
    const { root, id } = duplicateNode(page(), 'cols');
    expect(id).toBe('cols-2');
    expect(order(root)).toEqual(['page', 'hero', 'cols', 'text', 'cols-2', 'text-2', 'heading']);
    expect(findNode(root, 'text-2')?.node.props).toEqual({ html: '<p>a</p>' });
  });

  test('removing, inserting and setting props touch only the named block', () => {
    const root = page();
    expect(order(removeNode(root, 'cols'))).toEqual(['page', 'hero', 'heading']);
    expect(removeNode(root, 'page')).toBe(root);
    const added = { type: 'heading', id: 'new', props: { text: 'New' } };
    expect(order(insertNode(root, added, { afterId: 'hero' }))).toEqual(['page', 'hero', 'new', 'cols', 'text', 'heading']);
    expect(order(insertNode(root, added, { parentId: 'cols' }))).toEqual(['page', 'hero', 'cols', 'text', 'new', 'heading']);
    const changed = setProps(root, 'hero', { headline: 'Delivery times' });
    expect(findNode(changed, 'hero')?.node.props).toEqual({ headline: 'Delivery times' });
    expect(changed.children?.[1]).toBe(root.children?.[1]);
  });

  test("a block's JSON Pointer is the one ajv reports problems under", () => {
    expect(nodePointer(page(), 'text')).toBe('/root/children/1/children/0');
    expect(nodePointer(page(), 'page')).toBe('/root');
    expect(nodePointer(page(), 'missing')).toBeUndefined();
  });
});
