import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { expect, test } from 'vitest';
import { i18nFor } from '../../../domain/i18n/index.ts';
import { PageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { EMPTY_SHELL } from '../../../renderer/page-renderer.tsx';
import { WarrantyRegistration } from './WarrantyRegistration.tsx';

function render(locale: 'en' | 'de'): string {
  return renderToString(
    <I18nextProvider i18n={i18nFor(locale)}>
      <PageContext.Provider value={{ locale, pageType: 'owner', shell: EMPTY_SHELL }}>
        <WarrantyRegistration blockId="warranty-registration" modelSku="ENDURANCE-SL" modelName="Endurance SL" />
      </PageContext.Provider>
    </I18nextProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

test('before the customer is known the form asks for frame number, date of purchase and an email, each labelled', () => {
  const html = render('en');
  expect(text(html)).toContain('Register your warranty');
  expect(text(html)).toContain('Register your Endurance SL');
  for (const name of ['frameNumber', 'purchaseDate', 'email']) expect(html).toMatch(new RegExp(`<input[^>]*name="${name}"`));
  expect(html).toMatch(/<input[^>]*type="date"[^>]*name="purchaseDate"/);
  expect(html.match(/<label /g)).toHaveLength(3);
});

test('it reads in German on a German page', () => {
  const html = text(render('de'));
  expect(html).toContain('Garantie registrieren');
  expect(html).toContain('Rahmennummer');
  expect(html).toContain('Kaufdatum');
});
