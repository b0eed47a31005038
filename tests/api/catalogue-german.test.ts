import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CartResponse, PageTree } from '../../schemas/generated/index.ts';
import { untranslatedTexts } from '../../server/commerce/catalog/untranslated-texts.ts';
import { findByType, type TreeNode } from '../helpers/page-tree.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { signInStaff } from '../helpers/studio.ts';
import { paymentMethodFor, STRIPE_CARDS } from '../helpers/stripe-double.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

type Props = Record<string, unknown>;
const props = (tree: PageTree, type: string): Props => {
  const found = findByType(tree.root as TreeNode, type);
  if (!found) throw new Error(`no ${type} block on the page`);
  return found.props;
};
const rows = (detail: Props) => detail['specification'] as { key: string; label: string; value: string }[];
const names = (cards: unknown) => (cards as { name: string }[]).map((card) => card.name);

describe.each(DRIVERS)('the catalogue in German (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  const page = async (path: string, cookie = '') => {
    const res = await fetch(server.url + path, { headers: { Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}) } });
    expect(res.status, path).toBe(200);
    return (await res.json()) as PageTree;
  };

  test('every text of the demo catalogue has German: the list of untranslated texts is empty', async () => {
    const untranslated = await untranslatedTexts(server.database.db);
    expect(untranslated.map((t) => `${t.section} ${t.key} ${t.field}`)).toEqual([]);
  });

  test('a German page names a part, its specification rows and its colours in German, and the English page keeps its English', async () => {
    const german = await page('/de/team-jersey/');
    const detail = props(german, 'product-detail');
    expect(german.meta.title).toContain('Team-Trikot');
    expect(detail['name']).toBe('Team-Trikot');
    expect(rows(detail)).toEqual([
      { key: 'fabric', label: 'Stoff', value: 'Recyceltes Polyester' },
      { key: 'fit', label: 'Passform', value: 'Race' },
    ]);
    expect((detail['colours'] as { label: string }[]).map((c) => c.label)).toEqual(['Gletscherblau', 'Mitternachtsschwarz', 'Perlweiß']);
    const jsonLd = german.meta.jsonLd?.find((item) => item['@type'] === 'Product');
    expect(jsonLd).toMatchObject({ name: 'Team-Trikot', description: expect.stringContaining('Kurzarmtrikot') });

    const english = props(await page('/team-jersey/'), 'product-detail');
    expect(english['name']).toBe('Team jersey');
    expect(rows(english)).toEqual([
      { key: 'fabric', label: 'Fabric', value: 'Recycled polyester' },
      { key: 'fit', label: 'Fit', value: 'race' },
    ]);
  });

  test("the German site's bike page has its specification, geometry labels and weights in German; /en/ there is English", async () => {
    const site = 'site-env=de_de_de';
    const bike = props(await page('/endurance-sl-sport/', site), 'product-detail');
    expect(rows(bike).slice(0, 2)).toEqual([
      { key: 'frame', label: 'Rahmen', value: 'Endurance SL Carbon, T800-Layup, innenverlegte Züge' },
      { key: 'fork', label: 'Gabel', value: 'Vollcarbon, 12-mm-Steckachse' },
    ]);
    expect(rows(bike).find((row) => row.key === 'weight')).toEqual({ key: 'weight', label: 'Gewicht', value: '8,6 kg' });
    expect(bike['geometryLabels']).toMatchObject({ seatTube: 'Sitzrohr (mm)', headAngle: 'Lenkwinkel (°)', standover: 'Überstandshöhe (mm)' });
    const english = props(await page('/en/endurance-sl-sport/', site), 'product-detail');
    expect(rows(english).find((row) => row.key === 'weight')).toEqual({ key: 'weight', label: 'Weight', value: '8.6 kg' });
    expect(english['geometryLabels']).toMatchObject({ seatTube: 'Seat tube (mm)' });

    const model = props(await page('/endurance-sl/', site), 'bike-model');
    const tiers = model['tiers'] as { specification: { label: string; value: string }[] }[];
    expect(tiers[0]!.specification.map((row) => row.label)).toEqual(['Rahmen', 'Gabel', 'Schaltgruppe', 'Laufräder', 'Reifen', 'Sattel', 'Gewicht']);
  });

  test('listers, search, the type-ahead and the up-sell page name products in German on German pages', async () => {
    const lister = props(await page('/de/accessories/helmets/'), 'product-lister');
    expect(names(lister['products'])).toEqual(expect.arrayContaining(['Aries Helm', 'Giro Tyrant Trailhelm', 'Pendler-Helm MIPS']));
    const facets = lister['facets'] as { code: string; options: { label: string }[] }[];
    expect(facets.find((f) => f.code === 'colour')?.options.map((o) => o.label)).toContain('Neongelb');

    const search = props(await page('/de/search/?q=trikot'), 'product-lister');
    expect(names(search['products'])).toContain('Team-Trikot');

    const suggest = (await (await fetch(`${server.url}/nuxt/api/search/suggest?q=aries`, { headers: { Cookie: 'site-env=de_de_de' } })).json()) as {
      suggestions: { name: string }[];
    };
    expect(suggest.suggestions.map((s) => s.name)).toContain('Aries Helm');

    const upsell = props(await page('/de/endurance-sl-sport/review/'), 'product-grid');
    expect(names(upsell['products'])).toContain('Endurance Schutzblech-Set');
  });

  test("a German shopper's basket lines are German, English in English; an order keeps the language it was placed in", async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    const { email } = await shopper.register();
    const addressId = await shopper.addUkAddress(email);
    await shopper.request('/de/team-jersey/');
    expect(shopper.cookies.get('i18n_redirected')).toBe('de');
    await shopper.request('/nuxt/api/cart/create-auth');
    const added = await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: 'NV-1030', quantity: 1, selected_options: ['size/m'] }] });
    expect(added.status).toBe(200);
    const lineNames = async () => ((await (await shopper.request('/nuxt/api/cart/fetch-cart')).json()) as CartResponse).cart.items.map((i) => i.product.name);
    expect(await lineNames()).toEqual(['Aries Helm']);
    await shopper.request('/aries-helmet/');
    expect(await lineNames()).toEqual(['Aries helmet']);

    await shopper.request('/de/aries-helmet/');
    const placed = await shopper.request('/nuxt/api/checkout/place-order', {
      method: 'POST',
      json: { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: await paymentMethodFor(server.payments!.double, STRIPE_CARDS.ok) },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.status).toBe(201);
    const { number } = ((await placed.json()) as { placeOrder: { order: { number: string } } }).placeOrder.order;
    await shopper.request('/aries-helmet/');
    const order = (await (await shopper.request(`/nuxt/api/account/orders/${number}`)).json()) as { customerOrder: { items: { product_name: string }[] } };
    expect(order.customerOrder.items.map((i) => i.product_name)).toEqual(['Aries Helm']);
    const [confirmation] = await server.database.db.query<{ body_text: string }>(
      "select body_text from email_outbox where recipient = $1 and kind = 'order-confirmation' order by id desc limit 1",
      [email],
    );
    expect(confirmation?.body_text).toContain('Aries Helm');
  });

  test('the dry run names a label or translation that is wrong by section, place, key and field, and counts a changed German label', async () => {
    const merchandiser = await signInStaff(server.url, 'merchandiser@northvale.test');
    const document = {
      labels: [
        { group: 'specification', key: 'frame', label: { en: 'Frame' } },
        { group: 'geometry', key: 'reach', label: { en: 'Reach (mm)', de: 'Reach in mm' } },
        { group: 'colour', key: 'red', label: { en: 'Red', de: 'Rot' } },
      ],
      products: [{ sku: 'NV-1030', translations: { de: { name: '', specification: { weight: 270 } } } }],
    };
    const res = await fetch(`${server.url}/studio/api/catalogue/imports/check?file=labels.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url, 'Sec-Fetch-Site': 'same-origin', ...merchandiser.auth },
      body: JSON.stringify(document),
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as { problems: { section?: string; row: number; sku: string; column: string }[]; sections: Record<string, unknown> };
    expect(report.problems.map(({ section, row, sku, column }) => ({ section, row, sku, column }))).toEqual([
      { section: 'labels', row: 1, sku: 'specification:frame', column: 'label.de' },
      { section: 'labels', row: 3, sku: 'colour:red', column: 'group' },
      { section: undefined, row: 1, sku: 'NV-1030', column: 'translations.de.name' },
      { section: undefined, row: 1, sku: 'NV-1030', column: 'translations.de.specification.weight' },
    ]);
    expect(report.sections['labels']).toEqual({ create: 0, update: 1, unchanged: 0, rejected: 2 });
  });

  test('a product imported without its German name or a specification value is listed as untranslated and shows in English on German pages', async () => {
    const merchandiser = await signInStaff(server.url, 'merchandiser@northvale.test');
    const document = {
      products: [
        {
          sku: 'NV-9801',
          type: 'part',
          name: 'Bottle cage',
          category: 'accessories/bags',
          manufacturer: 'Northvale',
          price: 12,
          stock: 5,
          specification: { weight: '28 g', material: 'carbon' },
          translations: { de: { specification: { weight: '28 g' } } },
        },
      ],
    };
    const res = await fetch(`${server.url}/studio/api/catalogue/imports?file=cage.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url, 'Sec-Fetch-Site': 'same-origin', ...merchandiser.auth },
      body: JSON.stringify(document),
    });
    expect(res.status).toBe(202);
    await expect.poll(async () => (await server.database.db.query("select 1 from catalog_products where sku = 'NV-9801'")).length, { timeout: 10_000 }).toBe(1);
    expect(await untranslatedTexts(server.database.db)).toEqual([
      { section: 'products', key: 'NV-9801', field: 'name' },
      { section: 'products', key: 'NV-9801', field: 'specification.material' },
    ]);
    const detail = props(await page('/de/nv-9801/'), 'product-detail');
    expect(detail['name']).toBe('Bottle cage');
    expect(rows(detail)).toEqual([
      { key: 'weight', label: 'Gewicht', value: '28 g' },
      { key: 'material', label: 'Material', value: 'carbon' },
    ]);
  });
});
