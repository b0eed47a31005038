import { expect, test } from 'vitest';
import { countMatches, exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';

test('the go-in-store example shows the store, its address, phone, opening hours and a link', () => {
  const html = renderNode(exampleNode('go-in-store'));
  expect(html).toContain('<h2 id="example-go-in-store-title" class="go-in-store__title">Visit us in Harrogate</h2>');
  expect(html).toContain('<h3 class="go-in-store__label">Northvale Cycles Harrogate</h3>');
  expect(html).toContain(
    '<address class="go-in-store__address"><span>Unit 7, Nidderdale Works</span><span>Skipton Road</span><span>Harrogate</span><span>HG3 2ZX</span>',
  );
  expect(html).toContain('<a class="go-in-store__phone" href="tel:01632960192" aria-label="Call 01632 960 192">01632 960 192</a>');
  expect(html).toContain('<h3 class="go-in-store__label">Opening hours</h3>');
  expect(countMatches(html, /<dt>/)).toBe(3);
  expect(html).toContain('<dt>Sunday</dt><dd>10:00–16:00</dd>');
  expect(html).toMatch(/<a class="button button--primary" href="\/contact\/"[^>]*>Plan your visit<\/a>/);
  expect(html).toContain('src="/assets/images/store-front.svg"');
});

test('the German panel labels its opening hours in German', () => {
  const html = renderNode(exampleNode('go-in-store'), { locale: 'de' });
  expect(html).toContain('>Öffnungszeiten</h3>');
  expect(html).toContain('aria-label="01632 960 192 anrufen"');
});
