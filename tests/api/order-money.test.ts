import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CustomerOrderResponse, CustomerOrdersResponse, Money } from '../../schemas/generated/index.ts';
import { schemaRegistry } from '../../schemas/registry.ts';
import { payAtPartner } from '../helpers/partner-checkout.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const KIT = 'NV-1054'; // £29.99

/** How a person in `locale` reads an API amount: Intl's own decimals for the currency. */
const read = (locale: string, amount: Money) => new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency }).format(amount.value);

describe.each(DRIVERS)('an international order shows the amount paid at the partner (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  test.each([
    ['HU', 'HUF', 'hu-HU'],
    ['JP', 'JPY', 'ja-JP'],
    ['DE', 'EUR', 'de-DE'],
  ])('an order paid in %s (%s) answers that amount in the orders list, the order detail and the confirmation email', async (country, currency, locale) => {
    const { shopper, orderNumber, paidText } = await payAtPartner(server.url, country, KIT, 2);

    const list = (await (await shopper.request('/nuxt/api/account/orders')).json()) as CustomerOrdersResponse;
    expect(schemaRegistry().validator('responses/customer-orders.json')(list)).toBe(true);
    const listed = list.customerOrders.items.find((order) => order.number === orderNumber);
    expect(listed?.grand_total.currency).toBe(currency);
    expect(read(locale, listed!.grand_total)).toBe(paidText);

    const detail = (await (await shopper.request(`/nuxt/api/account/orders/${orderNumber}`)).json()) as CustomerOrderResponse;
    expect(schemaRegistry().validator('responses/customer-order.json')(detail)).toBe(true);
    expect(read(locale, detail.customerOrder.total.grand_total)).toBe(paidText);
    const rows = detail.customerOrder.items.reduce((sum, item) => sum + item.row_total.value, 0);
    expect(rows).toBeCloseTo(detail.customerOrder.total.subtotal.value, 2);

    const [email] = await server.database.db.query<{ body_text: string }>(
      // The number as a word of the subject, wherever the language puts it.
      `select body_text from email_outbox where kind = 'order-confirmation' and ' ' || subject || ' ' like $1`,
      [`% ${orderNumber} %`],
    );
    // The email is in the language of the delivery country's checkout (German for DE, else English), amounts as the account pages show them.
    const language = country === 'DE' ? 'de-DE' : 'en-GB';
    expect(email?.body_text).toContain(`${country === 'DE' ? 'Gesamt' : 'Total'}: ${read(language, detail.customerOrder.total.grand_total)}`);
    if (country === 'DE') expect(email?.body_text).toContain(paidText);
  });
});
