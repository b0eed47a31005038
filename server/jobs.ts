import { sendStockAlerts } from './commerce/catalog/stock-alerts.ts';
import { exchangeRatesJob } from './commerce/currency/refresh-rates.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { deliverOutbox } from './integrations/email/deliver-outbox.ts';
import type { EmailTransport } from './integrations/email/smtp.ts';
import type { Integrations } from './integrations/index.ts';
import type { Job } from './lib/jobs.ts';
import type { Logger } from './lib/logger.ts';

/**
 * The store's periodic jobs, each run once per period across every process: the exchange-rate
 * refresh (when it has a period), the back-in-stock alerts (into the outbox) and, when SMTP is set,
 * sending the email outbox.
 */
/** How often waiting back-in-stock alerts are checked against the stock. */
export const STOCK_ALERT_SECONDS = 60;

export function storeJobs(
  config: Pick<Config, 'exchangeRates' | 'email' | 'siteUrls'>,
  db: Database,
  integrations: Pick<Integrations, 'exchangeRates'>,
  transport: EmailTransport | undefined,
  log: Logger,
): Job[] {
  const jobs: Job[] = [];
  if (config.exchangeRates.refreshMinutes > 0) jobs.push(exchangeRatesJob(db, integrations.exchangeRates, log, config.exchangeRates.refreshMinutes));
  jobs.push({
    name: 'stock-alerts',
    everySeconds: STOCK_ALERT_SECONDS,
    run: async () => {
      const sent = await sendStockAlerts(db, config.siteUrls);
      if (sent) log.info('stock alerts sent', { sent });
    },
  });
  if (transport)
    jobs.push({
      name: 'email-delivery',
      everySeconds: config.email.sendSeconds,
      run: async () => {
        const report = await deliverOutbox(db, transport, config.email);
        if (report.sent || report.retried || report.failed) log.info('outbox sent', { ...report });
      },
    });
  return jobs;
}
