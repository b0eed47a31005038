import { expect, test } from 'vitest';
import { exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('the sign-up example is a labelled form that posts to the newsletter call without JavaScript', () => {
  const html = renderNode(exampleNode('email-sign-up'), { url: '/journal/?ref=footer' });
  expect(html).toContain('<h2');
  expect(html).toContain('Get the good stuff first');
  expect(html).toMatch(/<form class="email-sign-up__form" noValidate="" action="\/nuxt\/api\/newsletter\/subscribe" method="post">/);
  expect(html).toMatch(/<label class="email-sign-up__label" for="([^"]+)">Email address<\/label>/);
  const inputId = /for="([^"]+)"/.exec(html)?.[1];
  expect(html).toMatch(new RegExp(`<input id="${inputId}" class="email-sign-up__input" type="email" autoComplete="email"[^>]* required=""[^>]* name="email"`));
  expect(html).toContain('<input type="hidden" name="returnTo" value="/journal/?ref=footer"/>');
  expect(html).toContain('<input type="hidden" name="signup" value="example-email-sign-up"/>');
  expect(html).toContain('<input type="hidden" name="locale" value="en"/>');
  expect(html).toContain('>Sign up</button>');
});

test('returning with a pending status shows "check your inbox" instead of the form', () => {
  const html = renderNode(exampleNode('email-sign-up'), { url: '/?newsletter=pending&signup=example-email-sign-up' });
  expect(html).toContain('Nearly there – check your inbox');
  expect(html).not.toContain('<form');
});

test('returning with an error shows it inline on the field, and only on the block that sent it', () => {
  const html = renderNode(exampleNode('email-sign-up'), { url: '/?newsletter=required&signup=example-email-sign-up' });
  expect(html).toContain('aria-invalid="true"');
  expect(html).toMatch(/<p id="[^"]+" class="email-sign-up__error">Required Field<\/p>/);
  const other = renderNode(exampleNode('email-sign-up'), { url: '/?newsletter=required&signup=another-block' });
  expect(other).not.toContain('Required Field');
});

test('the German form speaks German and posts the German locale', () => {
  const html = renderNode(exampleNode('email-sign-up'), { locale: 'de', url: '/de/?newsletter=format&signup=example-email-sign-up' });
  expect(html).toContain('>E-Mail-Adresse</label>');
  expect(html).toContain('Bitte gib eine gültige E-Mail-Adresse ein');
  expect(html).toContain('<input type="hidden" name="locale" value="de"/>');
  expect(html).toContain('<input type="hidden" name="returnTo" value="/de/"/>');
});
