import type { ReactNode } from 'react';
import { useTranslation } from '../hooks/use-translation.ts';
import { formatDate } from '../account/format.ts';
import { usePageContext } from '../hooks/page-context.ts';
import { useMoney } from '../hooks/use-money.ts';
import { cartTotal } from '../../../domain/cart/cart-lines.ts';
import type { Cart } from '../../../domain/cart/cart-types.ts';
import { shopsAbroad } from '../../../domain/customer/countries.ts';

/** The words of the totals rows: the cart panel and the checkout name delivery differently. */
export interface TotalsLabels {
  subtotal: string;
  discount: string;
  shipping: string;
  free: string;
  total: string;
}

interface CartTotalsProps {
  cart: Cart;
  /** Delivery in pounds (0 shows the `free` label), or words in its place (a shopper abroad: calculated at the partner's checkout). */
  shipping: number | string;
  /** The total in pounds. */
  total: number;
  labels: TotalsLabels;
  className?: string;
  /** Rows after the total (the checkout's gift certificate and what the card pays). */
  children?: ReactNode;
}

/** Subtotal, the first discount, delivery and the total (spec section 9), in the page's money format. */
export function CartTotals({ cart, shipping, total, labels, className, children }: CartTotalsProps) {
  const money = useMoney().cartPrice;
  const discount = cart.prices.discounts[0];
  return (
    <dl className={className ? `cart-summary__rows ${className}` : 'cart-summary__rows'}>
      <div>
        <dt>{labels.subtotal}</dt>
        <dd>{money(cart.prices.subtotal_including_tax.value)}</dd>
      </div>
      {discount ? (
        <div className="cart-summary__discount">
          <dt>
            {labels.discount} <span className="cart-summary__label">{discount.label}</span>
          </dt>
          <dd>−{money(discount.amount.value)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{labels.shipping}</dt>
        <dd>{typeof shipping === 'string' ? shipping : shipping === 0 ? labels.free : money(shipping)}</dd>
      </div>
      <div className="cart-summary__total">
        <dt>{labels.total}</dt>
        <dd>{money(total)}</dd>
      </div>
      {children}
    </dl>
  );
}

/** The cart panel's totals (spec section 9) and the dispatch date; abroad, delivery is the partner's, priced at its checkout. */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const { locale, shell } = usePageContext();
  const abroad = shopsAbroad(shell.location?.code);
  const subtotal = cart.prices.subtotal_including_tax.value;
  const shipping = abroad ? t('shippingAtCheckout') : subtotal === 0 ? 0 : cart.prices.default_shipping_rate.value;
  const labels = { subtotal: t('subtotal'), discount: t('discount'), shipping: t('shipping'), free: t('shippingFree'), total: t('total') };
  return (
    <div className="cart-summary">
      <CartTotals cart={cart} shipping={shipping} total={cartTotal(cart, !abroad)} labels={labels} />
      {cart.dispatch_date ? <p className="cart-summary__dispatch">{t('dispatch', { date: formatDate(cart.dispatch_date, locale) })}</p> : null}
    </div>
  );
}
