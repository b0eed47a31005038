import { useTranslation } from 'react-i18next';
import { formatDate } from '../account/format.ts';
import { usePageContext } from '../hooks/page-context.ts';
import { useMoney } from '../hooks/use-money.ts';
import { cartTotal } from '../../../domain/cart/cart-lines.ts';
import type { Cart } from '../../../domain/cart/cart-types.ts';

/** Subtotal, the first discount, delivery and the total (spec section 9), and the dispatch date. */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const { locale } = usePageContext();
  const money = useMoney().cartPrice;
  const subtotal = cart.prices.subtotal_including_tax.value;
  const discount = cart.prices.discounts[0];
  const shipping = subtotal === 0 ? 0 : cart.prices.default_shipping_rate.value;
  return (
    <div className="cart-summary">
      <dl className="cart-summary__rows">
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{money(subtotal)}</dd>
        </div>
        {discount ? (
          <div className="cart-summary__discount">
            <dt>
              {t('discount')} <span className="cart-summary__label">{discount.label}</span>
            </dt>
            <dd>−{money(discount.amount.value)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('shipping')}</dt>
          <dd>{shipping === 0 ? t('shippingFree') : money(shipping)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{t('total')}</dt>
          <dd>{money(cartTotal(cart))}</dd>
        </div>
      </dl>
      {cart.dispatch_date ? <p className="cart-summary__dispatch">{t('dispatch', { date: formatDate(cart.dispatch_date, locale) })}</p> : null}
    </div>
  );
}
