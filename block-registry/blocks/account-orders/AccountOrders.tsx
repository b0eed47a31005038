import { useId } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { formatDate } from '../../../renderer/kit/account/format.ts';
import { useOrders } from '../../../renderer/kit/account/orders.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import { useLocalePath, usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import type { AccountOrdersProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/** Order id, date, status, total and the action (view) for each order. */
export function AccountOrders(_props: BlockComponentProps<AccountOrdersProps>) {
  const { t } = useTranslation('account');
  const { locale } = usePageContext();
  const money = useMoney().amount;
  const localePath = useLocalePath();
  const { data, error } = useOrders();
  const id = useId();
  const orders = data?.customerOrders.items;

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('orders.title')}</h2>
      {error ? <p role="alert">{t('common.error')}</p> : null}
      {!orders && !error ? <p className="account-loading">{t('common.loading')}</p> : null}
      {orders && orders.length === 0 ? <p className="account-empty">{t('orders.empty')}</p> : null}
      {orders && orders.length > 0 ? (
        <table className="account-table">
          <thead>
            <tr>
              <th scope="col">{t('orders.orderId')}</th>
              <th scope="col">{t('orders.date')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col">{t('orders.total')}</th>
              <th scope="col">{t('orders.action')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.number}>
                <th scope="row" data-label={t('orders.orderId')}>
                  {order.number}
                </th>
                <td data-label={t('orders.date')}>{formatDate(order.order_date, locale)}</td>
                <td data-label={t('orders.status')}>{t(`orders.statusNames.${order.status}`, { defaultValue: order.status })}</td>
                <td data-label={t('orders.total')}>{money(order.grand_total)}</td>
                <td data-label={t('orders.action')}>
                  <SmartLink href={localePath(`/my-account/orders/${order.number}/`)} aria-label={t('orders.viewLabel', { number: order.number })}>
                    {t('orders.view')}
                  </SmartLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
