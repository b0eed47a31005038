import { expect, test } from 'vitest';
import { localiseHtml, localisePath, localiseTree } from './localise-links.ts';

test('an internal page path gets the language prefix; other links stay as written', () => {
  expect(localisePath('/delivery/', '/de')).toBe('/de/delivery/');
  expect(localisePath('/', '/de')).toBe('/de/');
  expect(localisePath('/de/lieferung/', '/de')).toBe('/de/lieferung/');
  expect(localisePath('/assets/images/workshop.svg', '/de')).toBe('/assets/images/workshop.svg');
  expect(localisePath('https://example.com/', '/de')).toBe('https://example.com/');
  expect(localisePath('mailto:hello@example.com', '/de')).toBe('mailto:hello@example.com');
  expect(localisePath('/delivery/', '')).toBe('/delivery/');
});

test('links inside editor HTML are localised, text that merely looks like a path is not', () => {
  expect(localiseHtml('<p>See <a href="/returns/">returns</a> and /warranty/.</p>', '/de')).toBe(
    '<p>See <a href="/de/returns/">returns</a> and /warranty/.</p>',
  );
});

test('every href and html prop of a tree is localised at any depth', () => {
  const tree = localiseTree(
    {
      type: 'stack',
      id: 'root',
      props: {},
      children: [
        { type: 'hero', id: 'hero', props: { actions: [{ label: 'Shop', href: '/bikes/' }] } },
        { type: 'accordion-menu', id: 'faq', props: { sections: [{ question: 'Q', answerHtml: '<a href="/finance/">Finance</a>' }] } },
      ],
    },
    '/de',
  );
  expect(tree.children?.[0]?.props).toEqual({ actions: [{ label: 'Shop', href: '/de/bikes/' }] });
  expect(tree.children?.[1]?.props).toEqual({ sections: [{ question: 'Q', answerHtml: '<a href="/de/finance/">Finance</a>' }] });
});
