import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { i18nFor } from '../../../domain/i18n/index.ts';
import { PageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { EMPTY_SHELL } from '../../../renderer/page-renderer.tsx';
import type { ProductReviewsProps } from '../../../schemas/generated/index.ts';
import { ProductReviews } from './ProductReviews.tsx';

const REVIEWS: ProductReviewsProps['reviews'] = [
  { id: 7, rating: 5, title: 'Quick and comfortable', body: 'First paragraph.\n\nSecond paragraph.', name: 'Hannah, Harrogate', date: '2026-05-02' },
  {
    id: 6,
    rating: 4,
    title: 'Light',
    body: 'Holds a bottle firmly.',
    name: null,
    date: '2026-04-11',
    product: { name: 'Endurance SL Sport', href: '/endurance-sl-sport/' },
  },
];

function render(props: Partial<ProductReviewsProps>, locale: 'en' | 'de' = 'en'): string {
  const element = (
    <I18nextProvider i18n={i18nFor(locale)}>
      <PageContext.Provider value={{ locale, pageType: 'child-bike', shell: EMPTY_SHELL }}>
        <ProductReviews
          blockId="reviews"
          productName="Endurance SL"
          summary={{ average: 4.5, count: 12 }}
          reviews={REVIEWS}
          page={2}
          pageCount={3}
          path="/endurance-sl/"
          {...props}
        />
      </PageContext.Provider>
    </I18nextProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/endurance-sl/'] });
  return renderToString(<RouterProvider router={router} />);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

test('the average, the count and each review marked as from a verified buyer, with its name when it has one', () => {
  const html = render({});
  expect(text(html)).toContain('4.5 out of 5');
  expect(text(html)).toContain('From 12 verified buyers');
  expect(html.match(/Verified buyer/g)).toHaveLength(2);
  expect(text(html)).toContain('By Hannah, Harrogate');
  expect(html).toContain('aria-label="Rated 5.0 out of 5"');
  expect(html).toContain('<time dateTime="2026-05-02">');
  expect(html.match(/class="review-card__body"/g)).toHaveLength(3);
  expect(html).toContain('href="/endurance-sl-sport/"');
});

test('paging links go to the newer and older pages at the reviews', () => {
  const html = render({});
  expect(html).toContain('href="/endurance-sl/#reviews"');
  expect(html).toContain('href="/endurance-sl/?reviews-page=3#reviews"');
  expect(text(html)).toContain('Page 2 of 3');
  expect(render({ page: 1, pageCount: 1 })).not.toContain('reviews-page');
});

test('without reviews it says so and who may write one', () => {
  const html = text(render({ summary: { average: 0, count: 0 }, reviews: [], page: 1, pageCount: 0 }));
  expect(html).toContain('No reviews yet.');
  expect(html).toContain('Only customers who bought it can review it');
});

test('it reads in German, with the German decimal comma', () => {
  const html = text(render({}, 'de'));
  expect(html).toContain('4,5 von 5');
  expect(html).toContain('Verifizierter Kauf');
  expect(html).toContain('Seite 2 von 3');
});
