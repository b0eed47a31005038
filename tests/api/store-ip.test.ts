import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { json, startStubService, type StubService } from '../helpers/stub-service.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const STORES = '203.0.113.10, 198.51.100.0/24, 2001:db8:5::/48, 127.0.0.1';

function checker(server: () => TestServer) {
  return (body: unknown) =>
    fetch(`${server().url}/nuxt/api/check-store-ip`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
}

describe.each(DRIVERS)('the store-IP check (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { STORE_IP_ADDRESSES: STORES } });
  });
  afterAll(async () => server?.close());
  const check = checker(() => server);

  test('a configured store address is a store IP', async () => {
    const res = await check({ ipAddress: '203.0.113.10' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ isStoreIp: true });
  });

  test('an address inside a configured range is a store IP, one outside is not', async () => {
    expect(await (await check({ ipAddress: '198.51.100.200' })).json()).toEqual({ isStoreIp: true });
    expect(await (await check({ ipAddress: '198.51.101.1' })).json()).toEqual({ isStoreIp: false });
    expect(await (await check({ ipAddress: '8.8.8.8' })).json()).toEqual({ isStoreIp: false });
  });

  test('IPv6 addresses are checked against IPv6 ranges', async () => {
    expect(await (await check({ ipAddress: '2001:db8:5:1::20' })).json()).toEqual({ isStoreIp: true });
    expect(await (await check({ ipAddress: '2001:db8:6::20' })).json()).toEqual({ isStoreIp: false });
  });

  test('a malformed address is a 400 naming ipAddress, with the message where the call reads it', async () => {
    for (const ipAddress of ['203.0.113.300', 'the shop', '2001:db8:::1', 42]) {
      const res = await check({ ipAddress });
      expect(res.status, String(ipAddress)).toBe(400);
      const body = (await res.json()) as { error: { message: string }; errors: { field: string }[] };
      expect(body.error.message).toMatch(/^ipAddress must be/);
      expect(body.errors[0]?.field).toBe('ipAddress');
    }
  });

  test('an unknown field is a 400 naming it', async () => {
    const res = await check({ ip: '203.0.113.10' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: 'ip is not a field of this call' }, errors: [{ field: 'ip' }] });
  });

  test('without an address the public-IP lookup supplies the visitor address (this machine is configured as a store)', async () => {
    expect(await (await check({})).json()).toEqual({ isStoreIp: true });
    expect(await (await check({ ipAddress: null })).json()).toEqual({ isStoreIp: true });
    expect(await (await check({ ipAddress: '' })).json()).toEqual({ isStoreIp: true });
  });

  test('a body that is not JSON is a 400', async () => {
    expect((await check('{"ipAddress":')).status).toBe(400);
  });
});

describe.each(DRIVERS)('the store-IP check when the public-IP service returns no address (%s)', (driver) => {
  let stub: StubService;
  let downServer: TestServer;
  let emptyServer: TestServer;
  beforeAll(async () => {
    stub = await startStubService((_req, res) => json(res, { note: 'no ip here' }));
    [emptyServer, downServer] = await Promise.all([
      startTestServer({ driver, env: { STORE_IP_ADDRESSES: STORES, PUBLIC_IP_PROVIDER: 'http', PUBLIC_IP_URL: `${stub.url}/?format=json` } }),
      startTestServer({
        driver,
        env: { STORE_IP_ADDRESSES: STORES, PUBLIC_IP_PROVIDER: 'http', PUBLIC_IP_URL: 'http://127.0.0.1:9/', INTEGRATION_TIMEOUT_MS: '500' },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([emptyServer?.close(), downServer?.close(), stub?.close()]);
  });

  test("an answer without ip gives 'No IP address found'", async () => {
    const res = await checker(() => emptyServer)({});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: { message: 'No IP address found' } });
    expect(stub.requests).toEqual(['/?format=json']);
  });

  test("an unreachable service gives 'No IP address found' and the failure is logged", async () => {
    expect(await (await checker(() => downServer)({})).json()).toEqual({ error: { message: 'No IP address found' } });
    expect(downServer.logs.some((line) => line['msg'] === 'public IP lookup failed')).toBe(true);
  });

  test('an address given in the body needs no lookup', async () => {
    expect(await (await checker(() => downServer)({ ipAddress: '203.0.113.10' })).json()).toEqual({ isStoreIp: true });
  });
});
