import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { i18nFor } from '../../../domain/i18n/index.ts';
import { PageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { EMPTY_SHELL } from '../../../renderer/page-renderer.tsx';
import { ReviewForm } from './ReviewForm.tsx';

function render(locale: 'en' | 'de', pageType: 'block-catalogue' | 'account' = 'block-catalogue'): string {
  const element = (
    <I18nextProvider i18n={i18nFor(locale)}>
      <PageContext.Provider value={{ locale, pageType, shell: EMPTY_SHELL }}>
        <ReviewForm blockId="review-form" sku="NV-1036" productName="Light set 400/100" productPath="/light-set-400-100/" image={null} />
      </PageContext.Provider>
    </I18nextProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/my-account/reviews/NV-1036/'] });
  return renderToString(<RouterProvider router={router} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

test('the form asks for a rating from five labelled stars, a title, the text and an optional name', () => {
  const html = render('en');
  expect(text(html)).toContain('Write a review');
  expect(html.match(/<input[^>]*type="radio"[^>]*name="rating"/g)).toHaveLength(5);
  expect(text(html)).toContain('1 star');
  expect(text(html)).toContain('5 stars');
  expect(html).toMatch(/<legend[^>]*>Your rating/);
  expect(html).toMatch(/<input(?=[^>]*name="title")(?=[^>]*maxlength="100")/i);
  expect(html).toMatch(/<textarea(?=[^>]*name="body")(?=[^>]*maxlength="3000")/i);
  expect(html).toMatch(/<input[^>]*name="name"/);
});

test('before the customer is known it checks their orders instead of offering the form', () => {
  const html = render('en', 'account');
  expect(text(html)).toContain('Checking your orders');
  expect(html).not.toContain('name="rating"');
});

test('it reads in German on a German page', () => {
  const html = text(render('de'));
  expect(html).toContain('Bewertung schreiben');
  expect(html).toContain('Ihre Bewertung');
  expect(html).toContain('Angezeigter Name');
});
