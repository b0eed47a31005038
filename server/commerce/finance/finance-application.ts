import { randomBytes } from 'node:crypto';
import { depositSteps, snapDeposit } from '../../../domain/finance/deposit-steps.ts';
import { financeProductOf } from '../../../domain/finance/finance-product.ts';
import { type FinanceOffer, financeQuote } from '../../../domain/finance/finance-quote.ts';
import { financeOffered } from '../../../domain/finance/offer-rules.ts';
import type { Language } from '../../../domain/i18n/index.ts';
import { formatMoney } from '../../../domain/money.ts';
import { intlLocale, numberFormat } from '../../../domain/locale.ts';
import type { Database } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import type { FinanceProvider } from '../../integrations/finance/finance-provider.ts';
import { IntegrationError } from '../../integrations/http-json.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { quoteOrder } from '../checkout/place-order.ts';
import { recordAudit } from '../staff/audit.ts';
import { financeMessages } from './finance-messages.ts';

export interface FinanceApplicationInput {
  customerId: number;
  cartId: string | undefined;
  idempotencyKey: string;
  shippingAddressId: number;
  deliveryMethod: string;
  productId: string;
  depositPercent: number;
  locale: Language;
}

/** An application as the store keeps it (money in pence). */
export interface FinanceApplicationRow {
  id: string;
  customer_id: number;
  cart_id: string;
  shipping_address_id: number;
  delivery_method: string;
  locale: string;
  status: 'created' | 'pending' | 'referred' | 'approved' | 'declined' | 'cancelled';
  provider_application_id: string | null;
  handoff_url: string | null;
  product_id: string;
  product_name: string;
  months: number;
  apr: string;
  deposit_percent: number;
  cash_price: number;
  deposit: number;
  loan_amount: number;
  monthly_repayment: number;
  order_number: string | null;
}

export const APPLICATION_COLUMNS = `id, customer_id, cart_id, shipping_address_id, delivery_method, locale, status, provider_application_id, handoff_url,
  product_id, product_name, months, apr::text as apr, deposit_percent, cash_price, deposit, loan_amount, monthly_repayment, order_number`;

/** Where the provider sends the shopper back, and where it posts its decision (paths of the store's UK site). */
export const FINANCE_RETURN_PATH = '/checkout/finance/return/';
export const FINANCE_DECISION_PATH = '/nuxt/api/finance/decision';

/**
 * The plan the shopper chose, checked by the spec's own rules for the order's total: finance is
 * offered (flag on, GB), the deposit is one the provider takes, and the plan is among those offered
 * for what is left to finance (`financeQuote`, as the calculator shows it).
 */
async function chosenOffer(finance: FinanceProvider, grandTotal: number, productId: string, depositPercent: number): Promise<FinanceOffer> {
  const [products, deposits] = await Promise.all([finance.products(), finance.deposits()]);
  if (snapDeposit(depositPercent, depositSteps(deposits)) !== depositPercent) throw invalid(financeMessages.deposit, 'depositPercent');
  const quote = financeQuote(products.map(financeProductOf), grandTotal, depositPercent, productId);
  if (quote.kind === 'below-minimum') throw new DomainError('conflict', financeMessages.belowMinimum(quote.minimumAmount));
  if (quote.kind !== 'offers') throw new DomainError('conflict', financeMessages.noPlan);
  if (quote.selected.product.productId !== productId) throw invalid(financeMessages.planNotOffered, 'productId');
  return quote.selected;
}

/**
 * Pays for the customer's basket with finance: prices the basket as placing the order would, checks
 * the plan and deposit, keeps the application and opens it at the provider. No order, stock or email
 * comes of it until the provider's approval (`applyFinanceDecision`); the basket stays open, so a
 * declined or abandoned application leaves the shopper free to pay by card. The Idempotency-Key makes
 * a retried request answer the application it opened.
 */
export async function applyForFinance(
  db: Database,
  finance: FinanceProvider,
  config: { enabled: boolean; siteUrl: string },
  input: FinanceApplicationInput,
): Promise<FinanceApplicationRow> {
  const known = await queryOne<FinanceApplicationRow>(
    db,
    `select ${APPLICATION_COLUMNS} from finance_applications where customer_id = $1 and idempotency_key = $2`,
    [input.customerId, input.idempotencyKey],
  );
  if (known?.handoff_url) return known;
  const quote = await quoteOrder(db, input, false);
  if (!financeOffered(config.enabled, quote.address.country_code)) throw new DomainError('not_allowed', financeMessages.notOffered);
  const offer = await chosenOffer(finance, quote.grandTotal, input.productId, input.depositPercent).catch((error: unknown) => {
    if (error instanceof IntegrationError) throw new DomainError('unavailable', financeMessages.unavailable);
    throw error;
  });
  const { terms, product } = offer;
  const id = known?.id ?? `fa_${randomBytes(12).toString('base64url')}`;
  if (!known)
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into finance_applications (id, customer_id, cart_id, idempotency_key, shipping_address_id, delivery_method, locale, product_id, product_name,
           months, apr, deposit_percent, cash_price, deposit, loan_amount, monthly_repayment)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          id,
          input.customerId,
          quote.cartId,
          input.idempotencyKey,
          input.shippingAddressId,
          quote.deliveryMethod,
          input.locale,
          product.productId,
          product.name,
          terms.months,
          terms.apr,
          terms.depositPercent,
          terms.cashPrice,
          terms.deposit,
          terms.loanAmount,
          terms.monthlyRepayment,
        ],
      );
      await recordAudit(tx, {
        staff: { email: quote.email },
        action: 'finance-apply',
        entity: 'finance-application',
        entityId: id,
        after: { cart: quote.cartId, productId: product.productId, cashPrice: terms.cashPrice, deposit: terms.deposit, loanAmount: terms.loanAmount },
      });
    });
  const application = await finance
    .createApplication({
      reference: id,
      productId: product.productId,
      cashPrice: terms.cashPrice,
      deposit: terms.deposit,
      loanAmount: terms.loanAmount,
      customer: { email: quote.email, firstname: quote.address.firstname, lastname: quote.address.lastname },
      lines: quote.lines.map((line) => ({ sku: line.sku, name: line.name, quantity: line.quantity, unitPrice: line.unitPrice })),
      returnUrl: `${config.siteUrl}${FINANCE_RETURN_PATH}?application=${id}`,
      decisionUrl: `${config.siteUrl}${FINANCE_DECISION_PATH}`,
    })
    .catch((error: unknown) => {
      if (error instanceof IntegrationError) throw new DomainError('unavailable', financeMessages.unavailable);
      throw error;
    });
  const opened = await queryOne<FinanceApplicationRow>(
    db,
    `update finance_applications set provider_application_id = $2, handoff_url = $3, status = 'pending' where id = $1 and status = 'created'
     returning ${APPLICATION_COLUMNS}`,
    [id, application.applicationId, application.handoffUrl],
  );
  return opened ?? (await findApplication(db, input.customerId, id));
}

/** The customer's own application; 404 for anyone else's. */
export async function findApplication(db: Database, customerId: number, id: string): Promise<FinanceApplicationRow> {
  const row = await queryOne<FinanceApplicationRow>(db, `select ${APPLICATION_COLUMNS} from finance_applications where id = $1 and customer_id = $2`, [
    id,
    customerId,
  ]);
  if (!row) throw new DomainError('not_found', financeMessages.unknownApplication);
  return row;
}

/** The payment method an order paid with finance shows: the plan, in the customer's language. */
export function financePaymentLabel(row: Pick<FinanceApplicationRow, 'months' | 'apr' | 'deposit' | 'monthly_repayment'>, language: Language): string {
  const money = (pence: number) => formatMoney(pence, 'GBP', language === 'de' ? 'de-DE' : 'en-GB');
  const apr = numberFormat(intlLocale(language), { minimumFractionDigits: 1 }).format(Number(row.apr));
  return language === 'de'
    ? `Finanzierung: ${row.months} Monate, ${apr} % effektiver Jahreszins, Anzahlung ${money(row.deposit)}, ${money(row.monthly_repayment)} im Monat`
    : `Finance: ${row.months} months at ${apr}% APR, ${money(row.deposit)} deposit, ${money(row.monthly_repayment)} a month`;
}
