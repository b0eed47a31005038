import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { RouterLink, SmartLink } from './smart-link.tsx';

const inRouter = (element: React.ReactNode) => renderToString(<MemoryRouter initialEntries={['/bikes/road/']}>{element}</MemoryRouter>);

test('a server render writes an internal link as the browser writes it, which the browser hydrates', () => {
  for (const [href, extra] of [
    ['/', {}],
    ['/bikes/?frame=carbon&sort=price#results', { className: 'product-card__link', 'aria-label': 'Road bikes' }],
    ['/blog/peak-district/', { target: '_blank', rel: 'noopener', lang: 'de', hrefLang: 'de' }],
    ['/bikes/?frame=carbon', { className: 'filter-option', preventScrollReset: true, rel: 'nofollow', 'data-value': 'carbon' }],
    ['/endurance-sl-sport/?colour=red', { replace: true, preventScrollReset: true, 'aria-current': 'true' }],
  ] as const) {
    expect(
      inRouter(
        <SmartLink href={href} {...extra}>
          Go
        </SmartLink>,
      ),
      href,
    ).toBe(
      inRouter(
        <RouterLink href={href} {...extra}>
          Go
        </RouterLink>,
      ),
    );
  }
  expect(inRouter(<SmartLink href="https://example.com/">Out</SmartLink>)).toBe('<a href="https://example.com/" rel="noopener noreferrer">Out</a>');
});

test("the browser's internal link is a plain anchor at the path, with nothing of the router's framework mode", () => {
  expect(inRouter(<RouterLink href="/bikes/?frame=carbon#results">Road</RouterLink>)).toBe('<a href="/bikes/?frame=carbon#results">Road</a>');
  expect(
    inRouter(
      <RouterLink href="/journal/" className="tile" target="_self">
        Journal
      </RouterLink>,
    ),
  ).toBe('<a class="tile" href="/journal/" target="_self">Journal</a>');
});
