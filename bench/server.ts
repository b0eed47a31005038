import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import compression from 'compression';
import express from 'express';
import { createApp } from '../server/app.ts';
import { prepareDatabase } from '../server/boot.ts';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/lib/logger.ts';
import { startPaymentSandbox } from '../server/sandbox/payment-sandbox.ts';

/**
 * The store as `npm start` runs it (production mode, PGlite in a data folder, seeded,
 * built client), plus one bench-only route in front of it that sends the same HTML as a
 * fixed string: the reference the real route is measured against. `/__bench/reference/` sends
 * that HTML without a script (no module script, preloads or inlined tree), compressed as the
 * store's pages are: what the page costs a browser with no JavaScript at all (bench/lighthouse.ts).
 */
const { config } = await startPaymentSandbox(
  loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')),
    // The demo store (catalogue, home page) as `npm start` serves it, for benchmarks that need its pages.
    ...(process.env['DEMO'] === 'true' ? { DEMO: 'true' } : {}),
  }),
);
const log = createLogger(config.logLevel, { service: 'storefront' });
const db = await prepareDatabase(config, log);
const page = process.env['BENCH_PAGE'] ?? '/delivery/';

let staticHtml = '';
const bench = express();
bench.disable('x-powered-by');
bench.get('/__bench/static/', (_req, res) => {
  res.type('html').send(staticHtml);
});
bench.get('/__bench/reference/', compression(), (_req, res) => {
  res.type('html').send(withoutScripts(staticHtml));
});
bench.use(createApp({ config, db, log }));

function withoutScripts(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

const server = bench.listen(0, '127.0.0.1', async () => {
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${page}`);
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  staticHtml = await response.text();
  process.send?.({ port, bytes: Buffer.byteLength(staticHtml) });
});

process.on('SIGTERM', () => {
  server.close(() => void db.close().then(() => process.exit(0)));
  server.closeIdleConnections();
});
