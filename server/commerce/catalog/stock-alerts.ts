import { productNameIn, type ProductTranslations } from '../../../domain/catalog/catalogue-texts.ts';
import { i18nFor, type Language } from '../../../domain/i18n/index.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { sendEmail } from '../../integrations/email/outbox.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { textEmail } from '../email/email-layout.ts';
import { checkEmail } from '../newsletter/email-address.ts';

export const STOCK_ALERT_KIND = 'stock-alert';

/** Products one address may wait for at once: enough for a shopper, too few to flood someone else's inbox. */
export const MAX_WAITING_ALERTS = 10;

/** Alerts sent in one run of the job; the rest wait for the next run. */
const BATCH = 200;

export interface StockAlertInput {
  sku: string;
  /** A size code; the product as a whole when absent. */
  size?: string | undefined;
  email: string;
  locale: Language;
}

interface AlertProduct {
  id: number;
  name: string;
  stock_qty: number;
  sizes: string[];
  size_stock: number | null;
}

/**
 * "Email me when it's back": kept for a product (or one of its sizes) that is sold out now. Asking
 * twice is the same request; a product in stock, an unknown one or a size it does not come in is
 * refused with what to do instead.
 */
export async function requestStockAlert(db: Queryable, input: StockAlertInput): Promise<{ email: string }> {
  const checked = checkEmail(input.email);
  if (!checked.ok) throw invalid(checked.problem === 'required' ? 'Required Field' : 'Enter an email address such as name@example.com.', 'email');
  const size = input.size ?? '';
  const product = await queryOne<AlertProduct>(
    db,
    `select p.id, p.name, p.stock_qty, p.sizes,
       (select s.stock_qty from catalog_product_sizes s where s.product_id = p.id and s.size = $2) as size_stock
     from catalog_products p where p.sku = $1 and p.visible`,
    [input.sku, size],
  );
  if (!product) throw new DomainError('not_found', `No product has the sku "${input.sku.slice(0, 80)}".`, 'sku');
  if (size && !product.sizes.includes(size))
    throw invalid(`${product.name} does not come in size "${size}"; its sizes are ${product.sizes.join(', ') || 'none'}.`, 'size');
  const stock = size ? (product.size_stock ?? 0) : product.stock_qty;
  if (stock > 0) throw new DomainError('conflict', `${product.name}${size ? ` in size ${size.toUpperCase()}` : ''} is in stock: add it to your basket.`);
  const waiting = await queryOne<{ count: number }>(db, 'select count(*)::integer as count from stock_alerts where email = $1 and notified_at is null', [
    checked.email,
  ]);
  const already = await queryOne(db, 'select 1 from stock_alerts where product_id = $1 and size = $2 and email = $3 and notified_at is null', [
    product.id,
    size,
    checked.email,
  ]);
  if (!already && (waiting?.count ?? 0) >= MAX_WAITING_ALERTS)
    throw new DomainError('conflict', `This address is waiting for ${MAX_WAITING_ALERTS} products already; we will email it as they come back.`, 'email');
  await db.query(
    `insert into stock_alerts (product_id, size, email, locale) values ($1, $2, $3, $4)
     on conflict (product_id, size, email) where notified_at is null do nothing`,
    [product.id, size, checked.email, input.locale],
  );
  return { email: checked.email };
}

interface DueAlert {
  id: number;
  email: string;
  locale: Language;
  size: string;
  name: string;
  translations: ProductTranslations;
  url_key: string;
}

/** The email that says a product is back: its name, the size waited for, and the way to its page. */
export function stockAlertEmail(alert: Pick<DueAlert, 'locale' | 'size' | 'name'>, url: string) {
  const t = i18nFor(alert.locale).getFixedT(alert.locale, 'catalog');
  const name = alert.size ? t('stockAlert.nameInSize', { name: alert.name, size: alert.size.toUpperCase() }) : alert.name;
  const subject = t('stockAlert.subject', { name });
  return textEmail(STOCK_ALERT_KIND, alert.locale, subject, [t('stockAlert.body', { name, url }), t('stockAlert.signOff')].join('\n\n'));
}

/**
 * Sends every waiting alert whose product (or size) is in stock again, once each, through the outbox;
 * run by the `stock-alerts` job. Each site's own address carries its language. Answers how many went.
 */
export async function sendStockAlerts(db: Database, siteUrls: { uk: string; de: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<DueAlert>(
      `select a.id, a.email, a.locale, a.size, p.name, p.translations, p.url_key
       from stock_alerts a join catalog_products p on p.id = a.product_id
       where a.notified_at is null and p.visible
         and (case when a.size = '' then p.stock_qty > 0
                   else exists (select 1 from catalog_product_sizes s where s.product_id = p.id and s.size = a.size and s.stock_qty > 0) end)
       order by a.id limit ${BATCH}
       for update of a skip locked`,
    );
    for (const alert of due) {
      const url = `${alert.locale === 'de' ? siteUrls.de : siteUrls.uk}/${alert.url_key}/`;
      await sendEmail(tx, { recipient: alert.email, ...stockAlertEmail({ ...alert, name: productNameIn(alert, alert.locale) }, url) });
      await tx.query('update stock_alerts set notified_at = now() where id = $1', [alert.id]);
    }
    return due.length;
  });
}
