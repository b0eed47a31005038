import { once } from 'node:events';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Certificate, selfSignedCertificate, startHttp2Front } from '../../bench/http2-front.ts';

let certificate: Certificate;
let store: http.Server;
beforeAll(async () => {
  certificate = selfSignedCertificate();
  store = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'public, max-age=60', connection: 'keep-alive', 'x-host': String(req.headers.host) });
    res.end(`${req.method} ${req.url}`);
  });
  store.listen(0, '127.0.0.1');
  await once(store, 'listening');
});
afterAll(() => new Promise<void>((resolve) => store.close(() => resolve())));

/** One GET over HTTP/2 with TLS, the certificate unchecked: status, headers and body. */
async function get(port: number, path: string) {
  const session = http2.connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
  try {
    const request = session.request({ ':path': path });
    const [headers] = (await once(request, 'response')) as [http2.IncomingHttpHeaders];
    let body = '';
    for await (const chunk of request) body += chunk;
    return { headers, body, alpn: session.alpnProtocol };
  } finally {
    session.close();
  }
}

test("the HTTP/2 front passes a request to the server behind it and its answer back, with the browser's host and without one hop's headers", async () => {
  const front = await startHttp2Front((store.address() as AddressInfo).port, certificate);
  try {
    const { headers, body, alpn } = await get(front.port, '/bikes/?colour=red');
    expect(alpn).toBe('h2');
    expect(headers[':status']).toBe(200);
    expect(body).toBe('GET /bikes/?colour=red');
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(headers['x-host']).toBe(`127.0.0.1:${front.port}`);
    expect(headers['connection']).toBeUndefined();
  } finally {
    await front.close();
  }
});

test('the front answers 502 with the reason when the server behind it is gone', async () => {
  const gone = http.createServer();
  gone.listen(0, '127.0.0.1');
  await once(gone, 'listening');
  const port = (gone.address() as AddressInfo).port;
  await new Promise<void>((resolve) => gone.close(() => resolve()));
  const front = await startHttp2Front(port, certificate);
  try {
    const { headers, body } = await get(front.port, '/');
    expect(headers[':status']).toBe(502);
    expect(body).toMatch(/could not reach the store: connect ECONNREFUSED/);
  } finally {
    await front.close();
  }
});
