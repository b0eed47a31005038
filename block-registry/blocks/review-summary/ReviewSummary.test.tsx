import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { i18nFor } from '../../../domain/i18n/index.ts';
import { PageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { EMPTY_SHELL } from '../../../renderer/page-renderer.tsx';
import type { ReviewSummaryProps } from '../../../schemas/generated/index.ts';
import { ReviewSummary } from './ReviewSummary.tsx';

function render(props: ReviewSummaryProps, locale: 'en' | 'de' = 'en'): string {
  const element = (
    <I18nextProvider i18n={i18nFor(locale)}>
      <PageContext.Provider value={{ locale, pageType: 'cms-page', shell: EMPTY_SHELL }}>
        <ReviewSummary blockId="reviews-figures" {...props} />
      </PageContext.Provider>
    </I18nextProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/reviews/'] });
  return renderToString(<RouterProvider router={router} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const RECENT = [
  {
    id: 3,
    rating: 5,
    title: 'School run',
    body: 'Easy in traffic.',
    name: 'Sam',
    date: '2026-07-20',
    product: { name: 'Urban E Base', href: '/urban-e-base/' },
  },
];

test('the figures the store filled in, and the latest reviews with the product each is of', () => {
  const html = render({ summary: { average: 4.25, count: 4 }, recent: RECENT });
  expect(text(html)).toContain('4.3 out of 5');
  expect(text(html)).toContain('From 4 reviews by verified buyers');
  expect(text(html)).toContain('Recent reviews');
  expect(html).toContain('href="/urban-e-base/"');
});

test('with nothing published it says so rather than showing a figure', () => {
  const html = text(render({ summary: { average: 0, count: 0 }, recent: [] }));
  expect(html).toContain('No reviews are published yet.');
  expect(html).not.toContain('out of 5');
});

test('it reads in German', () => {
  expect(text(render({ summary: { average: 4.5, count: 2 }, recent: RECENT }, 'de'))).toContain('4,5 von 5');
});
