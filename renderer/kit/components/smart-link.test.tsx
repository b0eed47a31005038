import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { SmartLink } from './smart-link.tsx';

const inRouter = (element: React.ReactNode) => renderToString(<MemoryRouter initialEntries={['/bikes/road/']}>{element}</MemoryRouter>);

test("a server render writes an internal link as the router's Link writes it, which the browser's Link hydrates", () => {
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
        <Link to={href} {...extra}>
          Go
        </Link>,
      ),
    );
  }
  expect(inRouter(<SmartLink href="https://example.com/">Out</SmartLink>)).toBe('<a href="https://example.com/" rel="noopener noreferrer">Out</a>');
});
