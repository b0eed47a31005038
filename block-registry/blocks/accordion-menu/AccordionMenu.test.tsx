import { expect, test } from 'vitest';
import { countMatches, exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('the accordion example renders each question as a closed native disclosure with its answer', () => {
  const html = renderNode(exampleNode('accordion-menu'));
  expect(html).toContain('<h2 id="example-accordion-menu-heading" class="accordion-menu__heading">Delivery questions</h2>');
  expect(countMatches(html, /<details class="accordion-menu__item">/)).toBe(2);
  expect(html).toMatch(/<summary class="accordion-menu__question"><span>How much does delivery cost\?<\/span>/);
  expect(html).toContain('<div class="accordion-menu__answer prose"><p>Delivery of every bike to a UK mainland address is <strong>free</strong>.');
});

test('a question marked open starts open, and single-open questions share one group name', () => {
  const node = exampleNode('accordion-menu');
  const sections = node.props['sections'] as { question: string; answerHtml: string; open?: boolean }[];
  node.props = { ...node.props, singleOpen: true, sections: [{ ...sections[0]!, open: true }, sections[1]!] };
  const html = renderNode(node);
  expect(html).toContain('<details class="accordion-menu__item" open="" name="example-accordion-menu">');
  expect(countMatches(html, /name="example-accordion-menu"/)).toBe(2);
});
