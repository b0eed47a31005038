import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CategoryForStaff } from '../../server/commerce/catalog/category-edits.ts';
import { signInStaff, type StudioClient, studioClient } from '../helpers/studio.ts';
import { findByType, type TreeNode } from '../helpers/page-tree.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe.each(DRIVERS)('categories and their lister copy in the back office (%s)', (driver) => {
  let server: TestServer;
  let merchandiser: StudioClient;
  let gravel: CategoryForStaff;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    merchandiser = await signInStaff(server.url, 'merchandiser@northvale.test');
    const list = await merchandiser.json<{ categories: CategoryForStaff[] }>('GET', '/catalogue/categories');
    gravel = list.body.categories.find((c) => c.url_path === 'bikes/gravel')!;
  }, 60_000);
  afterAll(async () => server?.close());

  const lister = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: { Accept: 'application/json' } });
    const tree = (await res.json()) as { meta: { title: string }; root: TreeNode };
    return { title: tree.meta.title, header: findByType(tree.root, 'category-header')!.props as { title: string; intro: string } };
  };

  test('every category is listed in tree order with its copy in both languages and its product count', async () => {
    const list = await merchandiser.json<{ categories: CategoryForStaff[] }>('GET', '/catalogue/categories');
    expect(list.status).toBe(200);
    const paths = list.body.categories.map((c) => c.url_path);
    expect(paths).toEqual([...paths].sort());
    expect(gravel).toMatchObject({ level: 2, name: { en: 'Gravel' }, staging_only: false });
    expect(gravel.name.de).toBeTruthy();
    expect(gravel.product_count).toBeGreaterThan(0);
    expect((await merchandiser.json('GET', `/catalogue/categories/${gravel.id}`)).body['category']).toEqual(gravel);
    expect((await merchandiser.json('GET', '/catalogue/categories/999999')).status).toBe(404);
    expect((await merchandiser.json('GET', '/catalogue/categories/gravel')).status).toBe(404);
  });

  test('a changed heading and intro show on the lister at once, in each language; an emptied intro leaves none', async () => {
    const saved = await merchandiser.json<{ category: CategoryForStaff; message: string }>('PATCH', `/catalogue/categories/${gravel.id}`, {
      nameEn: 'Gravel and adventure bikes',
      introEn: 'Drop bars for the long way round: tracks, byways and the odd lane.',
      nameDe: 'Gravel- und Abenteuerräder',
      introDe: 'Rennlenker für den langen Weg: Schotter, Feldwege und Nebenstraßen.',
      metaTitleEn: 'Gravel and adventure bikes from Northvale',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Gravel and adventure bikes saved.');
    expect(await lister('/bikes/gravel/')).toMatchObject({
      title: expect.stringMatching(/^Gravel and adventure bikes from Northvale/),
      header: { title: 'Gravel and adventure bikes', intro: 'Drop bars for the long way round: tracks, byways and the odd lane.' },
    });
    expect((await lister('/de/bikes/gravel/')).header).toMatchObject({
      title: 'Gravel- und Abenteuerräder',
      intro: 'Rennlenker für den langen Weg: Schotter, Feldwege und Nebenstraßen.',
    });
    // The parent lister names its subcategory by the new name too.
    const bikes = await fetch(`${server.url}/bikes/`, { headers: { Accept: 'application/json' } });
    const subcategories = (findByType(((await bikes.json()) as { root: TreeNode }).root, 'category-header')!.props as { subcategories: { label: string }[] })
      .subcategories;
    expect(subcategories.map((s) => s.label)).toContain('Gravel and adventure bikes');

    const emptied = await merchandiser.json<{ category: CategoryForStaff }>('PATCH', `/catalogue/categories/${gravel.id}`, { introEn: '', metaTitleEn: '' });
    expect(emptied.body.category.description.en).toBeUndefined();
    expect(emptied.body.category.description.de).toBe('Rennlenker für den langen Weg: Schotter, Feldwege und Nebenstraßen.');
    const after = await lister('/bikes/gravel/');
    expect(after.header.intro).toBe('');
    expect(after.title).toMatch(/^Gravel and adventure bikes/);

    const audit = await (await signInStaff(server.url, 'admin@northvale.test')).json<{
      entries: { action: string; staffEmail: string; before: CategoryForStaff; after: CategoryForStaff }[];
    }>('GET', `/audit?entity=category&entityId=${gravel.id}`);
    expect(audit.body.entries.map((e) => e.action)).toEqual(['category.update', 'category.update']);
    expect(audit.body.entries[1]).toMatchObject({
      staffEmail: 'merchandiser@northvale.test',
      before: { name: { en: 'Gravel' } },
      after: { name: { en: 'Gravel and adventure bikes' } },
    });
  });

  test('bad copy is a 400 naming the field; nothing changes', async () => {
    const before = (await merchandiser.json<{ category: CategoryForStaff }>('GET', `/catalogue/categories/${gravel.id}`)).body.category;
    const cases: [unknown, string, RegExp][] = [
      [{ nameEn: '' }, 'nameEn', /Required Field/],
      [{ nameDe: '   ' }, 'nameDe', /heading: it cannot be empty/],
      [{ introEn: 'x'.repeat(1001) }, 'introEn', /at most 1000 characters/],
      [{ colour: 'red' }, 'colour', /Unknown field "colour"/],
      [{}, '', /at least one field/],
    ];
    for (const [body, field, message] of cases) {
      const refused = await merchandiser.json<{ message: string; field?: string }>('PATCH', `/catalogue/categories/${gravel.id}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toMatch(message);
      if (field) expect(refused.body.field).toBe(field);
    }
    expect((await merchandiser.json<{ category: CategoryForStaff }>('GET', `/catalogue/categories/${gravel.id}`)).body.category).toEqual(before);
  });

  test('only merchandisers and admins: 401 signed out, 403 for an editor or a fulfilment user', async () => {
    expect((await studioClient(server.url).json('GET', '/catalogue/categories')).status).toBe(401);
    expect((await studioClient(server.url).json('PATCH', `/catalogue/categories/${gravel.id}`, { nameEn: 'x' })).status).toBe(401);
    for (const role of ['editor', 'fulfilment']) {
      const staff = await signInStaff(server.url, `${role}@northvale.test`);
      for (const [method, path, body] of [
        ['GET', '/catalogue/categories', undefined],
        ['PATCH', `/catalogue/categories/${gravel.id}`, { nameEn: 'Taken over' }],
      ] as const) {
        const refused = await staff.json(method, path, body);
        expect(refused.status, `${role} ${method}`).toBe(403);
        expect(refused.body['message']).toBe(`Catalogue needs the merchandiser or admin role; you are signed in as ${role}.`);
      }
    }
    const admin = await signInStaff(server.url, 'admin@northvale.test');
    expect((await admin.json('GET', `/catalogue/categories/${gravel.id}`)).status).toBe(200);
  });
});
