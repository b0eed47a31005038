import { expect, test } from 'vitest';
import { exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';
import { listHref, pageCount, sortHref } from './table-links.ts';

test('the sort link turns the current column around and starts again at page 1; other columns sort ascending', () => {
  const query = { status: 'paid', sort: 'number', dir: 'asc', page: '3' };
  expect(sortHref('/studio/orders/', query, 'number', { sort: 'number', dir: 'asc' })).toBe('/studio/orders/?status=paid&sort=number&dir=desc');
  expect(sortHref('/studio/orders/', query, 'total', { sort: 'number', dir: 'asc' })).toBe('/studio/orders/?status=paid&sort=total&dir=asc');
  expect(listHref('/studio/orders/', {}, { page: undefined })).toBe('/studio/orders/');
  expect(pageCount(0, 25)).toBe(1);
  expect(pageCount(51, 25)).toBe(3);
});

test('without JavaScript the table is links and a GET form carrying the current query', () => {
  const node = exampleNode('data-table');
  node.props = { ...node.props, total: 60, page: 2 };
  const html = renderNode(node);
  expect(html).toMatch(/<form class="data-table__filters"[^>]* action="\/studio\/orders\/" method="get">/);
  expect(html).toContain('<th scope="col" aria-sort="descending">');
  expect(html).toContain('href="/studio/orders/?status=paid&amp;sort=number&amp;dir=asc"');
  expect(html).toContain('<a rel="prev" href="/studio/orders/?status=paid"');
  expect(html).toContain('<a rel="next" href="/studio/orders/?status=paid&amp;page=3"');
  expect(html).toContain('Showing 26–50 of 60');
  expect(html).toContain('<option value="paid" selected="">Paid</option>');
});
