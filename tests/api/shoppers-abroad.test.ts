import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PageTree } from '../../schemas/generated/index.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const DUTIES_EN = 'Duties and taxes are calculated at checkout';
const DUTIES_DE = 'Zölle und Steuern werden beim Checkout berechnet';

describe.each(DRIVERS)('prices for shoppers abroad (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { ROUNDED_PRICE_CURRENCIES: 'EUR, CHF' } });
  });
  afterAll(async () => server?.close());

  const html = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    return res.text();
  };

  test('a product page tells a shopper abroad that duties and taxes come at checkout, in the page’s language', async () => {
    expect(await html('/endurance-sl-pro/?country=DE')).toContain(DUTIES_EN);
    expect(await html('/de/endurance-sl-pro/?country=DE')).toContain(DUTIES_DE);
    expect(await html('/endurance-sl/?country=FR')).toContain(DUTIES_EN);
  });

  test('a UK shopper is not told it on product pages and listers: the note only keeps its place, unseen and unread', async () => {
    for (const path of ['/endurance-sl-pro/?country=GB', '/endurance-sl/?country=GB', '/bikes/?country=GB']) {
      const page = await html(path);
      const notes = page.match(/<p class="price-note[^"]*"[^>]*>/g) ?? [];
      expect(notes.length, path).toBeGreaterThan(0);
      for (const note of notes) expect(note, path).toMatch(/class="price-note price-note--reserved[^"]*" aria-hidden="true"/);
    }
  });

  test('a lister states the note once for a shopper abroad', async () => {
    const page = await html('/bikes/?country=DE');
    expect(page.split(DUTIES_EN).length - 1).toBe(1);
  });

  test('the shell tells the browser to round catalogue prices in a currency the retailer names, and only there', async () => {
    const location = async (country: string) => {
      const res = await fetch(`${server.url}/bikes/?country=${country}`, { headers: { Accept: 'application/json' } });
      return ((await res.json()) as PageTree).shell?.location;
    };
    expect(await location('DE')).toMatchObject({ code: 'DE', currency: 'EUR', roundPrices: true });
    expect((await location('US'))?.roundPrices).toBeUndefined();
    const lister = await html('/bikes/?country=DE');
    expect(lister).toContain('2.562\u00a0€');
    expect(lister).not.toContain('2.561,84');
    expect((await location('GB'))?.roundPrices).toBeUndefined();
  });
});
