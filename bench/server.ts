import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import compression from 'compression';
import express from 'express';
import { createApp } from '../server/app.ts';
import { prepareDatabase } from '../server/boot.ts';
import { warmListerIndexes } from '../server/commerce/catalog/lister-index.ts';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/lib/logger.ts';
import { startPaymentSandbox } from '../server/sandbox/payment-sandbox.ts';

/**
 * The store as `npm start` runs it (production mode with the demo data, PGlite in a data folder, seeded,
 * built client, the app listening on a port of its own), and two references in the same process
 * that send each page's HTML as a fixed string: a bare `node:http` server (the reference figures
 * are set against) and a bench-only Express app with the store mounted behind its routes, on a
 * third port. `/__bench/reference/` sends the first page's HTML without a script (no module
 * script, preloads or inlined tree), compressed as the store's pages are: what the page costs a
 * browser with no JavaScript at all (bench/lighthouse.ts). The process's resident memory is
 * sampled every 100 ms; over IPC the parent asks for the peak since its last question ('memory')
 * and for the CPU time the process has used so far ('cpu').
 */
// BENCH_DATABASE_URL runs the store on a PostgreSQL server instead (the memory pass of http-bench.ts).
const databaseUrl = process.env['BENCH_DATABASE_URL'];
const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'bench-data-'));
const { config } = await startPaymentSandbox(
  loadConfig({
    NODE_ENV: 'production',
    DEMO: 'true',
    PORT: '0',
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir as string }),
  }),
);
const log = createLogger(config.logLevel, { service: 'storefront' });
const db = await prepareDatabase(config, log);
await warmListerIndexes(db);
const pages = (process.env['BENCH_PAGES'] ?? '/delivery/').split(',');

const staticHtml = new Map<string, string>();
const bench = express();
bench.disable('x-powered-by');
bench.get('/__bench/static/', (req, res) => {
  res.type('html').send(staticHtml.get(String(req.query['page'])) ?? '');
});
bench.get('/__bench/reference/', compression(), (_req, res) => {
  res.type('html').send(withoutScripts(staticHtml.get(pages[0] ?? '') ?? ''));
});
const app = createApp({ config, db, log });
bench.use(app);

function withoutScripts(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

const bare = http.createServer((req, res) => {
  const html = staticHtml.get(req.url ?? '');
  if (html === undefined) return void res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html) });
  res.end(html);
});

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 100);
process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicroseconds: user + system });
    return;
  }
  if (message !== 'memory') return;
  const rss = process.memoryUsage.rss();
  process.send?.({ peakRss: Math.max(peakRss, rss), rss });
  peakRss = rss;
});

const listening = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const server = http.createServer(app);
const benchServer = http.createServer(bench);
const port = await listening(server);
const benchPort = await listening(benchServer);
const barePort = await listening(bare);
const bytes: Record<string, number> = {};
for (const page of pages) {
  const response = await fetch(`http://127.0.0.1:${port}${page}`);
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  const html = await response.text();
  staticHtml.set(page, html);
  bytes[page] = Buffer.byteLength(html);
}
process.send?.({ port, benchPort, barePort, bytes, bootRss: process.memoryUsage.rss() });

process.on('SIGTERM', () => {
  clearInterval(sampler);
  for (const other of [bare, benchServer]) {
    other.close();
    other.closeIdleConnections();
  }
  server.close(
    () =>
      void db.close().then(() => {
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      }),
  );
  server.closeIdleConnections();
});
