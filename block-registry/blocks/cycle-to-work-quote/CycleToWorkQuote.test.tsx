import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { expect, test } from 'vitest';
import { PageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { i18nFor } from '../../../domain/i18n/index.ts';
import { EMPTY_SHELL } from '../../../renderer/page-renderer.tsx';
import { CycleToWorkQuote } from './CycleToWorkQuote.tsx';

function render(props: { bike?: string; total?: number } = {}, locale: 'en' | 'de' = 'en'): string {
  return renderToString(
    <I18nextProvider i18n={i18nFor(locale)}>
      <PageContext.Provider value={{ locale, pageType: 'cycletowork', shell: EMPTY_SHELL }}>
        <CycleToWorkQuote blockId="quote" {...props} />
      </PageContext.Provider>
    </I18nextProvider>,
  );
}

test('every field has a label tied to its input, the required ones marked required, accessories optional', () => {
  const html = render();
  for (const name of ['employerName', 'employerEmail', 'employeeName', 'employeeEmail', 'bike', 'total']) {
    const input = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
    const id = input.match(/id="([^"]+)"/)?.[1];
    expect(html, name).toContain(`for="${id}"`);
    expect(input, name).toContain('aria-required="true"');
  }
  expect(html.match(/<input[^>]*name="accessories"[^>]*>/)?.[0]).not.toContain('aria-required');
  expect(html).toContain('Accessories (optional)');
});

test('the copy states the £1,000 standard limit and up to £5,000 for employers that opted into a higher one', () => {
  const html = render();
  expect(html).toContain('Schemes normally cover up to £1,000. If your employer has opted into a higher limit, you can get a quote for up to £5,000.');
  expect(html).toContain('My employer has opted into a higher limit (up to £5,000)');
});

test('a bike page’s bike and total start filled in, with the savings estimate for that total', () => {
  const html = render({ bike: 'Metro 7 hybrid', total: 89900 });
  expect(html).toMatch(/name="bike"[^>]*value="Metro 7 hybrid"|value="Metro 7 hybrid"[^>]*name="bike"/);
  expect(html).toContain('value="899.00"');
  expect(html).toContain('Estimated saving on £899.00 by income tax band');
  expect(html).toContain('£251.72');
});

test('the German form speaks German', () => {
  const html = render({}, 'de');
  expect(html).toContain('Name des Arbeitgebers');
  expect(html).toContain('Angebot anfordern');
});
