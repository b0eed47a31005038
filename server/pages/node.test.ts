import { expect, test } from 'vitest';
import { node } from './node.ts';

test('a node carries its type, id, props and children', () => {
  expect(node('stack', 'page', { width: 'narrow' }, [node('heading', 'title', { text: 'Hello', level: 1 })])).toEqual({
    type: 'stack',
    id: 'page',
    props: { width: 'narrow' },
    children: [{ type: 'heading', id: 'title', props: { text: 'Hello', level: 1 } }],
  });
  expect(node('heading', 'title', { text: 'Hello', level: 2 })).not.toHaveProperty('children');
});

test('a prop the block schema does not allow is a compile error', () => {
  // @ts-expect-error a heading has levels 1 to 4
  node('heading', 'title', { text: 'Hello', level: 7 });
  // @ts-expect-error a heading has no colour
  node('heading', 'title', { text: 'Hello', level: 1, colour: 'red' });
  // @ts-expect-error an order detail needs its order number
  node('account-order-detail', 'order', {});
});
