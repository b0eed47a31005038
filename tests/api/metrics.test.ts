import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMetrics, type Metrics, startMetricsServer } from '../../server/lib/metrics.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe.each(DRIVERS)('Prometheus metrics on their own loopback listener (%s)', (driver) => {
  let server: TestServer;
  let metricsServer: Server;
  let metricsUrl: string;
  beforeAll(async () => {
    let metrics: Metrics | undefined;
    server = await startTestServer({
      driver,
      env: { TRUST_PROXY: 'loopback' },
      deps: (db) => {
        metrics = createMetrics(db);
        return { metrics };
      },
    });
    metricsServer = await startMetricsServer(metrics!, 0);
    metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`;
  });
  afterAll(async () => {
    metricsServer?.close();
    await server?.close();
  });

  test('requests are counted and timed by route pattern, renders and the outbox are measured', async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    expect((await shopper.request('/delivery/?utm_source=secret-campaign')).status).toBe(200);
    expect((await shopper.request('/delivery/')).status).toBe(200);
    expect((await shopper.request('/delivery/')).status).toBe(200);
    // A visitor holding a cart is not answered from the kept page, but the same tree's render is kept from its second.
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/warranty/`, { headers: { cookie: 'cart_id=metrics' } })).status).toBe(200);
    expect((await shopper.post('/nuxt/api/auth/reset-password', { email: 'nobody@example.test' })).status).toBe(200);
    await shopper.register();
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const body = await res.text();
    expect(body).toMatch(/storefront_http_requests_total\{method="POST",route="\/nuxt\/api\/auth\/reset-password",status="200"\} 1/);
    expect(body).toMatch(/storefront_http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="[^"]+"\}/);
    expect(body).toMatch(/storefront_http_requests_total\{method="GET",route="page",status="200"\} 6/);
    expect(body).not.toContain('utm_source');
    expect(body).not.toContain('secret-campaign');
    expect(body).toMatch(/storefront_render_duration_seconds_count\{cached="no"\} [1-9]/);
    expect(body).toMatch(/storefront_render_kept_hits_total [1-9]/);
    expect(body).toMatch(/storefront_page_kept_hits_total [1-9]/);
    expect(body).toMatch(/storefront_outbox_queue_depth [0-9]+/);
    if (driver === 'postgres') expect(body).toMatch(/storefront_db_pool_connections\{state="total"\} [1-9]/);
  });

  test('the public port does not serve them, and the metrics listener is bound to loopback only', async () => {
    const publicRes = await fetch(`${server.url}/metrics`);
    expect(publicRes.status).toBe(404);
    expect(await publicRes.text()).not.toContain('storefront_http_requests_total');
    expect((metricsServer.address() as AddressInfo).address).toBe('127.0.0.1');
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
  });
});
