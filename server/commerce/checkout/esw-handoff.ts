import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.ts';
import { languageOfLocale } from '../../../domain/i18n/languages.ts';
import { FALLBACK_MONEY_LOCALE } from '../../../domain/money.ts';
import { queryOne } from '../../db/database.ts';
import type { CrossBorderPartner, EswCheckout } from '../../integrations/esw/esw.ts';
import { DomainError } from '../../lib/errors.ts';
import { openCart, resolveCartId } from '../cart/cart-store.ts';
import { cartView, pricedCart } from '../cart/cart-view.ts';
import { readStoreCountries } from '../countries/country-repository.ts';
import { cachedExchangeRates } from '../currency/exchange-rates.ts';

const HANDOFF_MINUTES = 5;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export const eswMessages = {
  notEsw: (country: string) => `Shoppers in ${country} check out with our own checkout. Choose your country again, or continue to checkout.`,
  invalid: 'This checkout link has expired or was already used. Open your basket and choose checkout again.',
  unavailable: 'Our international checkout partner is not answering right now. Please try again in a few minutes; nothing has been charged.',
} as const;

/** The hand-off link is unknown, used or expired: the shopper starts checkout again. */
export class ExpiredHandoffError extends DomainError {
  override readonly name = 'ExpiredHandoffError';
  constructor() {
    super('not_found', eswMessages.invalid);
  }
}

/**
 * The country and currency the partner checks out in; refused for unknown countries, and
 * for the UK while our own (new) checkout is on: with it off, every shopper checks out there.
 */
async function eswCountry(db: Queryable, code: string | undefined, newCheckoutEnabled: boolean) {
  const { config, available } = await readStoreCountries(db);
  const country = available.find((c) => c.code === code);
  const ownCheckout = newCheckoutEnabled && country !== undefined && config.nonEswCountries.includes(country.code);
  if (!country || !config.eswEnabled || ownCheckout) throw new DomainError('conflict', eswMessages.notEsw(code ?? '?'));
  return country;
}

/**
 * A single-use, five-minute token for the old checkout address, bound to the customer,
 * their cart, the country and the currency. Only its hash is stored.
 */
export async function createHandoff(
  db: Database,
  customerId: number,
  cartId: string | undefined,
  countryCode: string | undefined,
  { newCheckoutEnabled }: { newCheckoutEnabled: boolean },
): Promise<string> {
  const country = await eswCountry(db, countryCode, newCheckoutEnabled);
  const id = await resolveCartId(db, cartId, customerId);
  const cart = await openCart(db, id, { customerId });
  if (cart.customer_id !== customerId) throw new DomainError('not_allowed', `The current user cannot perform operations on cart "${cart.id}"`);
  if (!(await cartView(db, cart.id, 'en')).items.length) throw new DomainError('conflict', 'Your cart is empty');
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into esw_handoffs (token_hash, customer_id, cart_id, country, currency, expires_at) values ($1, $2, $3, $4, $5, now() + interval '${HANDOFF_MINUTES} minutes')`,
    [hash(token), customerId, cart.id, country.code, country.currency],
  );
  return `/vue/cart/sync/token/${token}/cart/${encodeURIComponent(cart.id)}/currency/${country.currency}/country/${country.code}`;
}

/**
 * The old checkout address: checks the token (unused, unexpired, for this cart, country
 * and currency) and that the cart is still the customer's and active, uses the token up,
 * and asks the partner for a checkout. Answers the partner's checkout.
 */
export async function openHandoff(
  db: Database,
  partner: CrossBorderPartner,
  params: { token: string; cartId: string; currency: string; country: string },
  returnUrl: string,
): Promise<EswCheckout> {
  const handoff = await db.transaction(async (tx) => {
    const row = await queryOne<{ customer_id: number; cart_id: string; country: string; currency: string }>(
      tx,
      `update esw_handoffs set used_at = now()
        where token_hash = $1 and used_at is null and expires_at > now() and cart_id = $2 and country = $3 and currency = $4
        returning customer_id, cart_id, country, currency`,
      [hash(params.token), params.cartId, params.country.toUpperCase(), params.currency.toUpperCase()],
    );
    if (!row) throw new ExpiredHandoffError();
    return row;
  });
  const cart = await openCart(db, handoff.cart_id, { customerId: handoff.customer_id });
  const locale = (await readStoreCountries(db)).available.find((c) => c.code === handoff.country)?.locale ?? FALLBACK_MONEY_LOCALE;
  // The partner's checkout speaks the language of the delivery country, and shows the lines in it.
  const { view, pence } = await pricedCart(db, cart.id, languageOfLocale(locale));
  const customer = await queryOne<{ email: string; first_name: string; last_name: string }>(
    db,
    'select email, first_name, last_name from customers where id = $1',
    [handoff.customer_id],
  );
  const rate = handoff.currency === 'GBP' ? '1' : (await cachedExchangeRates(db)).get(handoff.currency);
  if (!customer || !rate) throw new DomainError('unavailable', eswMessages.unavailable);
  return partner.createCheckout({
    reference: hash(params.token).slice(0, 24),
    cartId: cart.id,
    customer: { id: handoff.customer_id, email: customer.email, firstname: customer.first_name, lastname: customer.last_name },
    country: handoff.country,
    currency: handoff.currency.trim(),
    locale,
    rate,
    lines: view.items.map((item) => ({
      sku: item.product.sku,
      name: item.product.name,
      quantity: item.quantity,
      unitPrice: pence.units.get(item.uid) ?? 0,
    })),
    discount: pence.discount,
    returnUrl,
  });
}
