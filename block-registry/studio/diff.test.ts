import { expect, test } from 'vitest';
import { documentChanges } from './diff.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

const document = (headline: string, extra: object[] = []) => ({
  schemaVersion: PAGE_SCHEMA_VERSION,
  meta: { title: 'Delivery' },
  root: { type: 'stack', id: 'page', props: {}, children: [{ type: 'hero', id: 'hero', props: { headline, image: { src: '/a.svg', alt: 'A' } } }, ...extra] },
});

test('the difference between two versions names each changed value by block and property', () => {
  const before = document('Delivery');
  const after = document('Delivery times', [{ type: 'heading', id: 'more', props: { text: 'More' } }]);
  expect(documentChanges(before, after)).toEqual([
    { where: 'block "page" › blocks inside', kind: 'changed', before: 'hero', after: 'hero, more' },
    { where: 'block "hero" › headline', kind: 'changed', before: '"Delivery"', after: '"Delivery times"' },
    { where: 'block "more" › type', kind: 'added', after: '"heading"' },
    { where: 'block "more" › text', kind: 'added', after: '"More"' },
    { where: 'block "more" › blocks inside', kind: 'added', after: '' },
  ]);
  expect(documentChanges(before, before)).toEqual([]);
});
