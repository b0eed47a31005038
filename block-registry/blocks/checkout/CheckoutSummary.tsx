import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { formatDate } from '../../../renderer/kit/account/format.ts';
import type { CartLine } from '../../../domain/cart/cart-lines.ts';
import { paintCodeOf } from '../../../domain/catalog/paint.ts';
import type { Cart } from '../../../domain/cart/cart-types.ts';
import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import { CartTotals } from '../../../renderer/kit/cart/cart-summary.tsx';
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
  const { t: tCatalog } = useTranslation('catalog');
  const { locale } = usePageContext();
  const money = useMoney().cartPrice;
  const shipping = delivery ?? cart.prices.default_shipping_rate.value;
  const total = toPay(cart, delivery, 0);
  const labels = { subtotal: t('subtotal'), discount: t('discount'), shipping: t('delivery'), free: t('free'), total: t('total') };
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
                  {tc('customColour')}
                  {paintCodeOf(customColour.frame) ? `: ${tCatalog(`paints.${paintCodeOf(customColour.frame)}`)}` : ''} {customColour.frame.toUpperCase()}
                </p>
              ) : null}
            </div>
            <span className="checkout-summary__price">{money(unitPrice * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} shipping={shipping} total={total} labels={labels} className="checkout-summary__rows">
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
      </CartTotals>
      {dispatchDate ? <p className="cart-summary__dispatch">{t('dispatch', { date: formatDate(dispatchDate, locale) })}</p> : null}
    </aside>
  );
}
