import { expect, test } from 'vitest';
import { exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('a record shows as labelled sections: fields as a description list, events as a timeline with London times', () => {
  const html = renderNode(exampleNode('detail-panel'));
  expect(html).toContain('<h2 id="example-detail-panel-section-0" class="detail-panel__heading">Customer</h2>');
  expect(html).toContain('<dt>Email</dt><dd><a href="mailto:sam@example.com">sam@example.com</a></dd>');
  expect(html).toContain('<time dateTime="2026-05-01T10:00:00.000Z">1 May 2026, 11:00</time>');
});
