import { expect, test } from 'vitest';
import { sanitizeTree } from './page-documents.ts';

test('editor HTML is sanitised wherever a block keeps it, rich-text or accordion answers', () => {
  const tree = sanitizeTree({
    type: 'stack',
    id: 'root',
    props: {},
    children: [
      { type: 'rich-text', id: 'text', props: { html: '<p onclick="steal()">Hi<script>alert(1)</script></p>' } },
      { type: 'accordion-menu', id: 'faq', props: { sections: [{ question: '<b>kept as text</b>', answerHtml: '<p>Yes<img src=x onerror=alert(1)></p>' }] } },
    ],
  });
  expect(tree.children?.[0]?.props).toEqual({ html: '<p>Hi</p>' });
  expect(tree.children?.[1]?.props).toEqual({ sections: [{ question: '<b>kept as text</b>', answerHtml: '<p>Yes<img src="x" /></p>' }] });
});
