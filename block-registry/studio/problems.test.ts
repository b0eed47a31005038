import { describe, expect, test } from 'vitest';
import type { PageNode } from '../../schemas/generated/index.ts';
import { fieldErrors, problemsByNode } from './problems.ts';

const root: PageNode = {
  type: 'stack',
  id: 'page',
  props: {},
  children: [
    { type: 'hero', id: 'hero', props: { headline: '' } },
    { type: 'columns', id: 'cols', props: {}, children: [{ type: 'heading', id: 'h', props: {} }] },
  ],
};

describe('problems at their fields', () => {
  test('each problem goes to the block whose props hold it; the rest stay with the page', () => {
    const { byNode, page } = problemsByNode(root, [
      { path: '/root/children/0/props/headline', message: 'Write at least 1 character.', keyword: 'minLength' },
      { path: '/root/children/1/children/0/props', message: "Fill in 'text'.", keyword: 'required' },
      { path: '/meta/title', message: 'Too long.', keyword: 'maxLength' },
    ]);
    expect(byNode.get('hero')).toEqual([{ path: '/headline', message: 'Write at least 1 character.', keyword: 'minLength' }]);
    expect(byNode.get('h')).toEqual([{ path: '', message: "Fill in 'text'.", keyword: 'required' }]);
    expect(byNode.has('cols')).toBe(false);
    expect(page.map((p) => p.path)).toEqual(['/meta/title']);
  });

  test('rjsf errors sit at the field, a missing property at that property, nested fields nested', () => {
    expect(
      fieldErrors([
        { path: '/headline', message: 'Write at least 1 character.', keyword: 'minLength' },
        { path: '', message: "must have required property 'image'", keyword: 'required' },
        { path: '/actions/0/href', message: 'Start with /.', keyword: 'pattern' },
      ]),
    ).toEqual({
      headline: { __errors: ['Write at least 1 character.'] },
      image: { __errors: ["must have required property 'image'"] },
      actions: { 0: { href: { __errors: ['Start with /.'] } } },
    });
  });
});
