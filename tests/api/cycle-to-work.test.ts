import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PageTree } from '../../schemas/generated/index.ts';
import { REFERENCE_PATTERN } from '../../server/commerce/cycle-to-work/quote-reference.ts';
import { checkQuoteRequest } from '../../server/commerce/cycle-to-work/quote-request.ts';
import { createQuote } from '../../server/commerce/cycle-to-work/quotes.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const QUOTE = {
  employerName: 'Riverside Print Ltd',
  employerEmail: 'hr@riverside-print.example',
  employeeName: 'Sam Taylor',
  employeeEmail: 'sam.taylor@example.com',
  bike: 'Metro 7 hybrid, size M',
  accessories: 'Lights and a D-lock',
  total: 949.99,
};

interface ErrorBody {
  error: string;
  errors: { field?: string; message: string }[];
}

describe.each(DRIVERS)('cycle-to-work quotes (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  const post = (body: unknown) =>
    fetch(`${server.url}/nuxt/api/cycletowork/quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const refused = async (body: unknown) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    return (await res.json()) as ErrorBody;
  };

  test('a quote gets a reference, is stored and its email waits in the outbox', async () => {
    const res = await post(QUOTE);
    expect(res.status).toBe(201);
    const { quote } = (await res.json()) as { quote: { reference: string; total: number; schemeLimit: number; savings: { band: string; saving: number }[] } };
    expect(quote.reference).toMatch(REFERENCE_PATTERN);
    expect(quote).toMatchObject({ total: 94999, schemeLimit: 100000, emailedTo: QUOTE.employeeEmail });
    expect(quote.savings.map((s) => [s.band, s.saving])).toEqual([
      ['basic', 26600],
      ['higher', 39900],
      ['additional', 44650],
    ]);

    const [row] = await server.database.db.query<Record<string, unknown>>('select * from cycle_to_work_quotes where reference = $1', [quote.reference]);
    expect(row).toMatchObject({
      employer_name: 'Riverside Print Ltd',
      employee_email: QUOTE.employeeEmail,
      bike: QUOTE.bike,
      total: 94999,
      scheme_limit: 100000,
    });

    const emails = await server.database.db.query<{ recipient: string; subject: string; body_text: string; kind: string }>(
      'select recipient, subject, body_text, kind from email_outbox where kind = $1',
      ['cycle-to-work-quote'],
    );
    const email = emails.find((e) => e.subject.includes(quote.reference));
    expect(email).toMatchObject({ recipient: QUOTE.employeeEmail, subject: `Your cycle-to-work quote ${quote.reference}` });
    expect(email?.body_text).toContain('Bike: as in your request');
    expect(email?.body_text).not.toContain('Riverside Print Ltd');
    expect(email?.body_text).toContain('Total: £949.99 (scheme limit £1,000.00)');
    expect(email?.body_text).toContain('- Basic rate (20% tax + 8% NI): you save £266.00 and pay £683.99');
  });

  test('the higher limit takes a package up to £5,000, and the email can be German', async () => {
    const res = await post({ ...QUOTE, total: '£4,999.50', higherLimit: true, locale: 'de' });
    expect(res.status).toBe(201);
    const { quote } = (await res.json()) as { quote: { reference: string; schemeLimit: number } };
    expect(quote.schemeLimit).toBe(500000);
    const [email] = await server.database.db.query<{ subject: string; body_text: string }>(
      'select subject, body_text from email_outbox where subject like $1',
      [`%${quote.reference}%`],
    );
    expect(email?.subject).toBe(`Dein Cycle-to-Work-Angebot ${quote.reference}`);
    expect(email?.body_text).toMatch(/Gesamtbetrag: 4\.999,50\s£/);
  });

  test('every empty or missing required field is refused with Required Field, all named at once', async () => {
    const body = await refused({ employerName: ' ', employerEmail: '', bike: '' });
    expect(body.error).toBe('Required Field');
    expect(body.errors).toEqual(
      ['employerName', 'employerEmail', 'employeeName', 'employeeEmail', 'bike', 'total'].map((field) => ({ field, message: 'Required Field' })),
    );
  });

  test.each([
    ['an employer email that is not one', { employerEmail: 'hr.riverside' }, 'employerEmail', 'Enter an email address like name@example.com'],
    ['an employee email that is not one', { employeeEmail: 'sam@' }, 'employeeEmail', 'Enter an email address like name@example.com'],
    ['a bike description too long', { bike: 'b'.repeat(201) }, 'bike', 'Use at most 200 characters'],
    ['a total that is not an amount', { total: '9,99.9' }, 'total', 'Enter the total in pounds, e.g. 1249.99'],
    ['a total of nothing', { total: 0 }, 'total', 'The total must be more than £0'],
    ['a product code with spaces', { bikeSku: 'METRO 7' }, 'bikeSku', 'Not a product code from our shop'],
    ['a field the form does not have', { discount: 10 }, 'discount', 'discount is not a field of this form'],
  ])('%s is refused, naming the field', async (_name, change, field, message) => {
    const body = await refused({ ...QUOTE, ...change });
    expect(body.errors).toEqual([{ field, message }]);
  });

  test('a total over the £1,000 limit is refused and points to the higher limit; over £5,000 is refused even with it', async () => {
    expect((await refused({ ...QUOTE, total: 1000.01 })).errors).toEqual([
      {
        field: 'total',
        message: '£1,000.01 is over the £1,000 scheme limit. If your employer has opted into a higher limit, tick the box below: it allows up to £5,000.',
      },
    ]);
    expect((await refused({ ...QUOTE, total: 5000.01, higherLimit: true })).errors).toEqual([
      { field: 'total', message: '£5,000.01 is over the higher scheme limit of £5,000.' },
    ]);
    const [{ count }] = (await server.database.db.query<{ count: number }>(
      'select count(*)::int as count from cycle_to_work_quotes where total > 100000 and scheme_limit = 100000',
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  test('a body that is not JSON, or not an object, is a clear 400', async () => {
    expect((await refused('{employerName:')).error).toBe('The request body is not valid JSON.');
    expect((await refused([QUOTE])).error).toBe('The request body must be a JSON object');
  });

  test('a reference already taken is drawn again', async () => {
    const check = checkQuoteRequest(QUOTE);
    if (!check.ok) throw new Error('the quote should pass');
    const drawn = ['C2W-AAAA-AAAA', 'C2W-AAAA-AAAA', 'C2W-BBBB-BBBB'];
    await createQuote(server.database.db, check.quote, { clientAddress: '127.0.0.1' }, () => drawn.shift() as string);
    expect((await createQuote(server.database.db, check.quote, { clientAddress: '127.0.0.1' }, () => drawn.shift() as string)).reference).toBe('C2W-BBBB-BBBB');
  });

  test('the cycle-schemes page links to the quote page in both languages', async () => {
    for (const path of ['/cycle-schemes/', '/de/cycle-schemes/']) {
      const res = await fetch(`${server.url}${path}`, { headers: { Accept: 'application/json' } });
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(await res.json()), path).toMatch(/"href":"(\/de)?\/cycletowork\/quote\/"/);
    }
  });

  test('the quote page uses the simple layout in both languages and takes a bike from the address', async () => {
    const res = await fetch(`${server.url}/cycletowork/quote/?bike=Metro%207%20hybrid&sku=METRO-7-BASE&total=899`, { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(200);
    const tree = (await res.json()) as PageTree;
    expect(tree).toMatchObject({ pageType: 'cycletowork', layout: 'simple', meta: { title: 'Get your cycle-to-work quote | Northvale Cycles' } });
    expect(tree.root.children?.find((node) => node.type === 'cycle-to-work-quote')?.props).toEqual({
      bike: 'Metro 7 hybrid',
      bikeSku: 'METRO-7-BASE',
      total: 89900,
    });
    const german = await fetch(`${server.url}/de/cycletowork/quote/`);
    expect(german.status).toBe(200);
    expect(await german.text()).toContain('Dein Angebot für Cycle to Work');
    expect((await fetch(`${server.url}/cycletowork/quote`, { redirect: 'manual' })).status).toBe(301);
  });
});
