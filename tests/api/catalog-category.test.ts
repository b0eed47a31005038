import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { postToApi, startTestServer, type TestServer } from '../helpers/test-server.ts';

// The category list call: a category found by its path, in the request's language (its products: catalog-lister.test.ts).
describe.each(DRIVERS)('the category list call (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  const post = (path: string, body: unknown) => postToApi(server, path, body);

  test('category list answers the category with breadcrumbs, children and meta fields', async () => {
    const { status, body } = await post('/category/list', { urlPath: '/bikes/' });
    expect(status).toBe(200);
    const [bikes] = body['categoryList'] as {
      id: number;
      name: string;
      url_path: string;
      meta_title: string;
      meta_description: string;
      children: { url_path: string }[];
    }[];
    expect(bikes?.name).toBe('Bikes');
    expect(bikes?.meta_description).toMatch(/\w/);
    expect(bikes?.children.map((c) => c.url_path)).toEqual([
      'bikes/road',
      'bikes/gravel',
      'bikes/hybrid',
      'bikes/electric',
      'bikes/time-trial',
      'bikes/mountain',
      'bikes/urban',
    ]);
    const road = (await post('/category/list', { urlPath: 'bikes/road' })).body['categoryList'] as { breadcrumbs: { category_name: string }[] }[];
    expect(road[0]?.breadcrumbs.map((b) => b.category_name)).toEqual(['Bikes']);
  });

  test('category names come in the language of the request', async () => {
    const res = await fetch(`${server.url}/nuxt/api/category/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'site-env=de_de_de' },
      body: JSON.stringify({ urlPath: 'bikes' }),
    });
    const body = (await res.json()) as { categoryList: { name: string }[] };
    expect(body.categoryList[0]?.name).toBe('Fahrräder');
  });

  test('an unknown category path answers 404 naming urlPath', async () => {
    const { status, body } = await post('/category/list', { urlPath: 'bikes/unicycles' });
    expect(status).toBe(404);
    expect(body['errors']).toEqual([{ message: 'No category at urlPath "bikes/unicycles"', field: 'urlPath' }]);
  });
});
