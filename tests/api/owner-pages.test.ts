import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { Shopper, uniqueAddress, uniqueEmail } from '../helpers/shopper.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

interface Node {
  type: string;
  id: string;
  props: Record<string, unknown>;
  children?: Node[];
}
interface Tree {
  pageType: string;
  locale: string;
  meta: { title: string; canonical?: string };
  root: Node;
}

const nodes = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(nodes)];
const today = new Date().toISOString().slice(0, 10);
const frame = () => `NV${Math.random().toString(36).slice(2, 12).toUpperCase()}`;

describe.each(DRIVERS)('owner pages and warranty registration (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  const tree = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: { Accept: 'application/json' } });
    return { status: res.status, tree: (await res.json()) as Tree };
  };
  const register = (body: Record<string, unknown>, shopper = new Shopper(server.url, uniqueAddress())) => shopper.post('/nuxt/api/warranty/register', body);
  const modelSku = async (urlKey: string) =>
    (await server.database.db.query<{ sku: string }>('select sku from catalog_bike_models where url_key = $1', [urlKey]))[0]!.sku;

  test('/my-endurance-sl/ holds the manuals, a spec sheet per tier, the service schedule and the warranty form', async () => {
    const { status, tree: page } = await tree('/my-endurance-sl/');
    expect(status).toBe(200);
    expect(page.pageType).toBe('owner');
    expect(page.meta).toMatchObject({ title: 'Your Endurance SL | Northvale Cycles', canonical: '/my-endurance-sl/' });
    const all = nodes(page.root);
    expect(all.map((n) => n.type)).toEqual([
      'stack',
      'heading',
      'rich-text',
      'accordion-menu',
      'accordion-menu',
      'heading',
      'rich-text',
      'warranty-registration',
    ]);
    const specs = all.find((n) => n.id === 'owner-specs')!.props['sections'] as { question: string; answerHtml: string }[];
    expect(specs.map((s) => s.question)).toEqual(['Endurance SL Sport', 'Endurance SL Enthusiast', 'Endurance SL Pro', 'Endurance SL Hero']);
    expect(specs[0]!.answerHtml).toContain('<th>Part</th>');
    expect(specs[0]!.answerHtml).toContain('Groupset');
    expect(all.find((n) => n.type === 'warranty-registration')!.props).toEqual({ modelSku: await modelSku('endurance-sl'), modelName: 'Endurance SL' });
  });

  test('the German owner page is German, and a path that is no bike model is a 404', async () => {
    const { tree: page } = await tree('/de/my-endurance-sl/');
    expect(page.meta.title).toBe('Dein Endurance SL | Northvale Cycles');
    expect(nodes(page.root).find((n) => n.id === 'owner-manuals')!.props['heading']).toBe('Anleitungen');
    expect(nodes(page.root).find((n) => n.id === 'owner-service')!.props['html']).toContain('<a href="/de/contact/">frag uns</a>');
    expect((await tree('/my-unicycle/')).status).toBe(404);
    expect((await tree('/my-endurance-sl-sport/')).status).toBe(404);
  });

  test('the parent and child bike pages link to their owner page', async () => {
    const parent = nodes((await tree('/endurance-sl/')).tree.root).find((n) => n.type === 'bike-model')!;
    expect(parent.props['ownerHref']).toBe('/my-endurance-sl/');
    const child = nodes((await tree('/de/endurance-sl-sport/')).tree.root).find((n) => n.type === 'product-detail')!;
    expect(child.props['ownerHref']).toBe('/de/my-endurance-sl/');
  });

  test('a guest registers a frame with an email and gets a reference; the same frame again is refused', async () => {
    const sku = await modelSku('endurance-sl');
    const frameNumber = frame();
    const email = uniqueEmail('warranty');
    const res = await register({
      modelSku: sku,
      frameNumber: ` ${frameNumber.slice(0, 4)}-${frameNumber.slice(4).toLowerCase()} `,
      purchaseDate: today,
      email,
    });
    expect(res.status).toBe(201);
    const { registration } = (await res.json()) as { registration: { reference: string; frameNumber: string } };
    expect(registration.reference).toMatch(/^WTY-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(registration.frameNumber).toBe(frameNumber);
    const rows = await server.database.db.query<{ email: string; customer_id: number | null; purchase_date: string }>(
      "select email, customer_id, to_char(purchase_date, 'YYYY-MM-DD') as purchase_date from warranty_registrations where reference = $1",
      [registration.reference],
    );
    expect(rows).toEqual([{ email, customer_id: null, purchase_date: today }]);
    const again = await register({ modelSku: sku, frameNumber, purchaseDate: today, email });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      errors: [
        { field: 'frameNumber', message: 'This frame number is already registered. If you bought the bike second-hand, contact us to transfer the warranty.' },
      ],
    });
  });

  test("a signed-in customer's registration goes on their account with their email", async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    const { email } = await shopper.register();
    const res = await register({ modelSku: await modelSku('endurance-sl'), frameNumber: frame(), purchaseDate: today }, shopper);
    expect(res.status).toBe(201);
    const { registration } = (await res.json()) as { registration: { reference: string } };
    const [row] = await server.database.db.query<{ email: string; customer_email: string }>(
      'select r.email, c.email as customer_email from warranty_registrations r join customers c on c.id = r.customer_id where r.reference = $1',
      [registration.reference],
    );
    expect(row).toEqual({ email, customer_email: email });
  });

  test('every problem is named at once with a message a person can act on, in the language asked for', async () => {
    const sku = await modelSku('endurance-sl');
    const empty = await register({ modelSku: sku, frameNumber: '', purchaseDate: '' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'frameNumber', message: 'Required Field' },
      { field: 'purchaseDate', message: 'Required Field' },
      { field: 'email', message: 'Required Field' },
    ]);
    const bad = await register({ modelSku: sku, frameNumber: 'AB1', purchaseDate: '2026-02-30', email: 'rider@' });
    expect(((await bad.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'frameNumber', message: 'Enter the frame number as stamped under the bottom bracket: 6 to 20 letters and digits, for example NV24A123456.' },
      { field: 'purchaseDate', message: 'Enter the date you bought the bike, for example 2026-05-14.' },
      { field: 'email', message: 'Enter an email address like name@example.com.' },
    ]);
    const future = await register({ modelSku: sku, frameNumber: frame(), purchaseDate: '2999-01-01', email: 'rider@example.com', locale: 'de' });
    expect(((await future.json()) as { error: string }).error).toBe('Das Kaufdatum kann nicht in der Zukunft liegen.');
    const old = await register({ modelSku: sku, frameNumber: frame(), purchaseDate: '2001-01-01', email: 'rider@example.com' });
    expect(((await old.json()) as { error: string }).error).toBe(
      'Warranty can be registered within 10 years of purchase; please contact us about an older bike.',
    );
    const unknownModel = await register({ modelSku: 'NV-UNICYCLE', frameNumber: frame(), purchaseDate: today, email: 'rider@example.com' });
    expect(unknownModel.status).toBe(404);
    expect(((await unknownModel.json()) as { error: string }).error).toBe('There is no bike model NV-UNICYCLE.');
    const shape = await register({ modelSku: sku, frameNumber: 12345678, purchaseDate: today, email: 'rider@example.com' });
    expect(shape.status).toBe(400);
    expect(((await shape.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('frameNumber');
  });

  test("My account's order detail links a bought bike to its owner page, and nothing else", async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    expect((await shopper.login('demo@northvale.test', 'Northvale-demo-1')).status).toBe(200);
    const { customerOrder } = (await (await shopper.request('/nuxt/api/account/orders/100000101')).json()) as {
      customerOrder: { items: { product_sku: string; owner_path: string | null }[] };
    };
    expect(customerOrder.items.map((i) => [i.product_sku, i.owner_path])).toEqual([
      ['ENDURANCE-SL-SPORT', '/my-endurance-sl/'],
      ['NV-BOTTLE-CAGE-CARBON', null],
    ]);
  });
});
