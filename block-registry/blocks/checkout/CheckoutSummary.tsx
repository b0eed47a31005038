import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../renderer/kit/account/format.ts';
import type { CartLine } from '../../../domain/cart/cart-lines.ts';
import type { Cart } from '../../../domain/cart/cart-types.ts';
import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import { toPay } from './to-pay.ts';

interface CheckoutSummaryProps {
  cart: Cart;
  lines: CartLine[];
  /** The chosen delivery's price in pounds, once known. */
  delivery: number | undefined;
  certificate: number;
  dispatchDate: string | undefined;
}

/** The order beside the form: lines (a bike with its custom colour), totals and what the card pays. */
export function CheckoutSummary({ cart, lines, delivery, certificate, dispatchDate }: CheckoutSummaryProps) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation('cart');
  const { locale } = usePageContext();
  const money = useMoney().cartPrice;
  const discount = cart.prices.discounts[0];
  const shipping = delivery ?? cart.prices.default_shipping_rate.value;
  const total = toPay(cart, delivery, 0);
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        {t('summaryTitle')}
      </h2>
      <ul className="checkout-summary__lines">
        {lines.map(({ item, unitPrice, customColour }) => (
          <li key={item.uid} className="checkout-summary__line">
            <div className="checkout-summary__image">
              {item.product.image.url ? <img src={item.product.image.url} alt="" width={72} height={54} loading="lazy" /> : null}
            </div>
            <div>
              <p className="checkout-summary__name">{item.product.name}</p>
              <p className="checkout-summary__meta">
                {t('quantity', { count: item.quantity })}
                {item.selected_options
                  .filter((o) => !o.endsWith('/one-size'))
                  .map((o) => ` · ${o.split('/')[1]?.replaceAll('-', ' ')}`)
                  .join('')}
              </p>
              {customColour ? (
                <p className="checkout-summary__meta">
                  <span className="cart-colour__swatch checkout-summary__swatch" style={{ background: customColour.frame }} aria-hidden="true" />
                  {tc('customColour')} {customColour.frame.toUpperCase()}
                </p>
              ) : null}
            </div>
            <span className="checkout-summary__price">{money(unitPrice * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary__rows checkout-summary__rows">
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{money(cart.prices.subtotal_including_tax.value)}</dd>
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
          <dt>{t('delivery')}</dt>
          <dd>{shipping === 0 ? t('free') : money(shipping)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{t('total')}</dt>
          <dd>{money(total)}</dd>
        </div>
        {certificate > 0 ? (
          <>
            <div>
              <dt>{t('certificate')}</dt>
              <dd>−{money(Math.min(certificate, total))}</dd>
            </div>
            <div className="checkout-summary__to-pay">
              <dt>{t('toPay')}</dt>
              <dd>{money(toPay(cart, delivery, certificate))}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {dispatchDate ? <p className="cart-summary__dispatch">{t('dispatch', { date: formatDate(dispatchDate, locale) })}</p> : null}
    </aside>
  );
}
