import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { ApiError } from '../../../renderer/kit/http-client.ts';
import { formatDate } from '../../../renderer/kit/account/format.ts';
import { useOrder } from '../../../renderer/kit/account/orders.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import { useLocalePath, usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import type { AccountOrderDetailProps, OrderAddress, OrderDetail } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/** Every field of the spec's order detail, for the signed-in customer's own order. */
export function AccountOrderDetail({ orderNumber }: BlockComponentProps<AccountOrderDetailProps>) {
  const { t } = useTranslation('account');
  const localePath = useLocalePath();
  const { data, error } = useOrder(orderNumber);
  const order = data?.customerOrder;
  return (
    <section className="account-section account-order" aria-labelledby="account-order-title">
      <p>
        <SmartLink href={localePath('/my-account/orders/')}>← {t('orderDetail.back')}</SmartLink>
      </p>
      <h2 id="account-order-title">{t('orderDetail.title', { number: orderNumber })}</h2>
      {error ? <p role="alert">{error instanceof ApiError && error.status === 404 ? t('orderDetail.notFound') : t('common.error')}</p> : null}
      {!order && !error ? <p className="account-loading">{t('common.loading')}</p> : null}
      {order ? <OrderBody order={order} /> : null}
    </section>
  );
}

function OrderBody({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('account');
  const { t: tOwner } = useTranslation('owner');
  const { t: tReviews } = useTranslation('reviews');
  const localePath = useLocalePath();
  const { locale } = usePageContext();
  const money = useMoney().amount;
  const date = (value: string | null) => (value ? formatDate(value, locale) : t('orderDetail.notYet'));
  return (
    <>
      <p className="account-order__meta">
        {t('orderDetail.placedOn', { date: formatDate(order.order_date, locale) })} · {t(`orders.statusNames.${order.status}`, { defaultValue: order.status })}
      </p>
      <div className="account-order__grid">
        <AddressBlock title={t('orderDetail.shippingAddress')} address={order.shipping_address} />
        <AddressBlock title={t('orderDetail.billingAddress')} address={order.billing_address} />
        <dl className="account-order__facts">
          <dt>{t('orderDetail.shippingMethod')}</dt>
          <dd>{order.shipping_method}</dd>
          <dt>{t('orderDetail.paymentMethod')}</dt>
          <dd>{order.payment_method}</dd>
          <dt>{t('orderDetail.dispatchDate')}</dt>
          <dd>{date(order.dispatch_date)}</dd>
          <dt>{t('orderDetail.estimatedDelivery')}</dt>
          <dd>{date(order.estimated_delivery)}</dd>
          {order.tracking ? (
            <>
              <dt>{t('orderDetail.tracking')}</dt>
              <dd>
                <a href={order.tracking.url} rel="noopener noreferrer" target="_blank" className="account-order__tracking">
                  {t('orderDetail.trackParcel', { carrier: order.tracking.carrier, trackingNumber: order.tracking.number })}
                </a>
              </dd>
            </>
          ) : null}
          {order.certificate ? (
            <>
              <dt>{t('orderDetail.certificateAmount')}</dt>
              <dd>{money(order.certificate.amount)}</dd>
              <dt>{t('orderDetail.certificateIssuedBy')}</dt>
              <dd>{order.certificate.issued_by}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <h3>{t('orderDetail.items')}</h3>
      <table className="account-table">
        <thead>
          <tr>
            <th scope="col">{t('orderDetail.productName')}</th>
            <th scope="col">{t('orderDetail.sku')}</th>
            <th scope="col">{t('orderDetail.quantity')}</th>
            <th scope="col">{t('orderDetail.price')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.product_sku}-${item.product_name}`}>
              <th scope="row" data-label={t('orderDetail.productName')} className={item.image ? 'account-order__product' : undefined}>
                {item.image ? <img className="account-order__image" src={item.image} alt="" width={96} height={72} loading="lazy" decoding="async" /> : null}
                <span className="account-order__product-text">
                  {item.product_name}
                  <OrderedOptions selected={item.selected_options} names={item.selected_option_names} entered={item.entered_options} />
                  {item.owner_path ? (
                    <SmartLink className="account-order__owner" href={localePath(item.owner_path)}>
                      {tOwner('orderLink')}
                    </SmartLink>
                  ) : null}
                  {item.review_path ? (
                    <SmartLink
                      className="account-order__review"
                      href={localePath(item.review_path)}
                      aria-label={tReviews('account.writeReviewOf', { product: item.product_name })}
                    >
                      {tReviews('account.writeReview')}
                    </SmartLink>
                  ) : null}
                </span>
              </th>
              <td data-label={t('orderDetail.sku')}>{item.product_sku}</td>
              <td data-label={t('orderDetail.quantity')}>{item.quantity_ordered}</td>
              <td data-label={t('orderDetail.price')}>{money(item.product_sale_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('orderDetail.summary')}</h3>
      <dl className="account-order__totals">
        <dt>{t('orderDetail.subtotal')}</dt>
        <dd>{money(order.total.subtotal)}</dd>
        <dt>{t('orderDetail.shipping')}</dt>
        <dd>{money(order.total.total_shipping)}</dd>
        <dt>{t('orderDetail.discount')}</dt>
        <dd>{order.total.discount.value > 0 ? `−${money(order.total.discount)}` : money(order.total.discount)}</dd>
        <dt>{t('orderDetail.grandTotal')}</dt>
        <dd>{money(order.total.grand_total)}</dd>
      </dl>
    </>
  );
}

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const { locale } = usePageContext();
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country_code) ?? address.country_code;
  return (
    <div className="account-order__address">
      <h3>{title}</h3>
      <address>
        {[`${address.firstname} ${address.lastname}`, ...address.street, address.city, address.region, address.postcode, country, address.telephone]
          .filter(Boolean)
          .map((line) => (
            <span key={line} className="account-address__line">
              {line}
            </span>
          ))}
      </address>
    </div>
  );
}

const COLOUR_LABELS: Record<string, string> = {
  frame_colour: 'colourFrame',
  top_tube_logo_colour: 'colourTopTube',
  down_tube_logo_colour: 'colourDownTube',
};

/** What was chosen with an item: its size and colour, or a custom colour's paint. */
function OrderedOptions({ selected, names = [], entered }: { selected: string[]; names?: string[] | undefined; entered: { uid: string; value: string }[] }) {
  const { t } = useTranslation('cart');
  // The catalogue's name for each option ("Signal red"); an order from before names were kept shows its code's words.
  const nameOf = new Map(selected.map((option, i) => [option, names[i] ?? option.split('/')[1]?.replaceAll('-', ' ') ?? '']));
  const shown = selected.filter((o) => !o.endsWith('/one-size'));
  if (!shown.length && !entered.length) return null;
  const value = (uid: string) => entered.find((o) => o.uid === uid)?.value ?? '';
  return (
    <span className="account-order__options">
      {shown.map((o) => {
        const [key = ''] = o.split('/');
        return <span key={o}>{`${t(`option_${key}`, { defaultValue: key })}: ${nameOf.get(o)}`}</span>;
      })}
      {entered
        .filter((o) => COLOUR_LABELS[o.uid])
        .map((o) => (
          <span key={o.uid} className="account-order__colour">
            <span className="cart-colour__swatch" style={{ background: o.value }} aria-hidden="true" />
            {`${t(COLOUR_LABELS[o.uid] as string)} ${o.value.toUpperCase()}`}
          </span>
        ))}
      {entered.length ? <span>{`${t(`finish_${value('paint_finish')}`)} · ${t(`gradient_${value('gradient_angle')}`)}`}</span> : null}
    </span>
  );
}
