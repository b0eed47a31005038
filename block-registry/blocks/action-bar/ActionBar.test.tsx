import { expect, test } from 'vitest';
import { exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('each action is a button that opens its confirmation dialog; no dialog is shown until asked', () => {
  const html = renderNode(exampleNode('action-bar'));
  expect(html).toContain('<div role="group" aria-label="Order actions" class="action-bar__actions">');
  expect(html).toContain('aria-haspopup="dialog">Dispatch</button>');
  expect(html).not.toContain('role="dialog"');
});
