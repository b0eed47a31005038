import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { prepareDatabase } from './boot.ts';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { checkProductionReady } from './production-ready.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { createIntegrations } from './integrations/index.ts';
import { smtpTransport } from './integrations/email/smtp.ts';
import { storeJobs } from './jobs.ts';
import { warmListerIndexes } from './commerce/catalog/lister-index.ts';
import { startJobs } from './lib/jobs.ts';
import { CONTENT_DIR } from './commerce/content/content-seeder.ts';
import { watchContentFiles } from './commerce/content/content-watcher.ts';
import { createLogger } from './lib/logger.ts';
import { createMetrics, startMetricsServer } from './lib/metrics.ts';
import { startPaymentSandbox } from './sandbox/payment-sandbox.ts';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let loaded: ReturnType<typeof loadConfig>;
  try {
    loaded = loadConfig();
    checkProductionReady(loaded);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The demo and development pay through the local Stripe double (production refuses the sandbox).
  const { config, sandbox } = await startPaymentSandbox(loaded);
  const log = createLogger(config.logLevel, { service: 'storefront' });
  const db = await prepareDatabase(config, log).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  // Every category's lister rows are read before the first request, so no shopper waits for a cold read.
  const warming = performance.now();
  const categories = await warmListerIndexes(db);
  log.info('catalogue listers read', { categories, ms: Math.round(performance.now() - warming) });
  const integrations = createIntegrations(config, db);
  const metrics = createMetrics(db);
  const app = createApp({ config, db, log, integrations, metrics });
  const metricsServer = config.metricsPort ? await startMetricsServer(metrics, config.metricsPort) : undefined;
  if (config.metricsPort) log.info('metrics listening', { url: `http://127.0.0.1:${config.metricsPort}/metrics` });
  // Without SMTP (the demo, development) email stays in the outbox, readable at /dev/outbox/.
  const transport = config.email.smtp ? smtpTransport(config.email.smtp, config.email.from) : undefined;
  const stopJobs = startJobs(db, storeJobs(config, db, integrations, transport, log), log);
  // npm run dev: saving a content file publishes it (docs/decisions/010).
  const contentWatcher = config.nodeEnv === 'development' ? watchContentFiles(db, log, CONTENT_DIR) : undefined;
  const server = app.listen(config.port, (error?: NodeJS.ErrnoException) => {
    if (error) {
      // Said plainly, rather than a stack trace from reading the address of a server that is not listening.
      const reason = error.code === 'EADDRINUSE' ? `port ${config.port} is in use: stop what listens there or set PORT to another port` : error.message;
      log.error(`cannot listen: ${reason}`, { port: config.port });
      process.exit(1);
    }
    const { port } = server.address() as AddressInfo;
    sandbox?.deliverTo(`http://127.0.0.1:${port}`);
    log.info('storefront listening', { url: `http://localhost:${port}`, database: db.driver });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopJobs();
    contentWatcher?.close();
    metricsServer?.close();
    log.info('stopping: finishing in-flight requests', { signal });
    server.close(async () => {
      transport?.close();
      await sandbox?.double.close();
      await db.close();
      log.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      log.warn('forced stop after 10 s');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

await main();
