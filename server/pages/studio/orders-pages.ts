import { paintFromOptions } from '../../../domain/catalog/paint.ts';
import { formatAmount, formatMoney } from '../../../domain/money.ts';
import { CARRIERS, trackingUrl } from '../../../domain/orders/carriers.ts';
import type { DataTableProps, DetailPanelProps, OrderAddress, OrderStatus } from '../../../schemas/generated/index.ts';
import { PAYMENT_WORDS } from '../../commerce/orders/orders-csv.ts';
import { PARTNER_OWNS, STATUS_WORDS } from '../../commerce/orders/order-rules.ts';
import { type StaffOrderDetail, staffOrderDetail } from '../../commerce/orders/staff-order-detail.ts';
import { listStaffOrders, ORDER_FILTERS, ORDER_MARKETS, ORDER_STATUSES, PAYMENT_STATES } from '../../commerce/orders/staff-orders.ts';
import { DomainError } from '../../lib/errors.ts';
import { node } from '../node.ts';
import type { ComposedPage, PageRequest } from '../types.ts';
import { backOfficePage, tableQueryProps } from './back-office.ts';

type Tone = 'neutral' | 'positive' | 'warning' | 'negative' | 'info';

export const STATUS_TONES: Record<OrderStatus, Tone> = {
  pending: 'warning',
  processing: 'info',
  dispatched: 'positive',
  complete: 'positive',
  canceled: 'negative',
  closed: 'neutral',
};

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });
const any = { value: '', label: 'Any' };

/** `/studio/orders/`: every order, searched, filtered, sorted and paged on the server, with the filtered list as CSV. */
export async function composeStudioOrders(req: PageRequest): Promise<ComposedPage | undefined> {
  const page = await listStaffOrders(req.db, req.query);
  const query = tableQueryProps(req.query, [...ORDER_FILTERS, 'sort', 'dir', 'pageSize']);
  const exportQuery = new URLSearchParams(Object.entries(query).filter(([key]) => key !== 'pageSize')).toString();
  const props: DataTableProps = {
    caption: 'Orders',
    path: '/studio/orders/',
    query,
    columns: [
      { key: 'number', label: 'Order', sortable: true },
      { key: 'placed', label: 'Placed', sortable: true },
      { key: 'customer', label: 'Customer' },
      { key: 'country', label: 'Country' },
      { key: 'status', label: 'Status', sortable: true },
      { key: 'payment', label: 'Payment' },
      { key: 'total', label: 'Total', sortable: true, align: 'end' },
    ],
    rows: page.rows.map((order) => ({
      id: order.number,
      cells: {
        number: { text: order.number, href: `/studio/orders/${order.number}/` },
        placed: { text: TIME.format(new Date(order.placedAt)) },
        customer: { text: `${order.customerName} · ${order.email}` },
        country: { text: `${order.country}${order.crossBorder ? ' · cross-border' : ''}` },
        status: { text: STATUS_WORDS[order.status], tone: STATUS_TONES[order.status] },
        payment: { text: PAYMENT_WORDS[order.payment] },
        total: { text: formatMoney(order.total, order.currency, 'en-GB') },
      },
    })),
    filters: [
      { name: 'q', label: 'Search', kind: 'search', placeholder: 'Number, email or name' },
      { name: 'status', label: 'Status', kind: 'select', options: [any, ...ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_WORDS[s] }))] },
      { name: 'from', label: 'Placed from', kind: 'date' },
      { name: 'to', label: 'Placed to', kind: 'date' },
      { name: 'country', label: 'Country code', kind: 'search', placeholder: 'GB' },
      {
        name: 'market',
        label: 'Market',
        kind: 'select',
        options: [any, ...ORDER_MARKETS.map((m) => ({ value: m, label: m === 'gb' ? 'GB checkout' : 'Cross-border (partner)' }))],
      },
      { name: 'payment', label: 'Payment', kind: 'select', options: [any, ...PAYMENT_STATES.map((p) => ({ value: p, label: PAYMENT_WORDS[p] }))] },
    ],
    sort: page.sort,
    dir: page.dir,
    page: page.page,
    pageSize: page.pageSize,
    total: page.total,
    emptyText: 'No order matches these filters.',
    downloads: [{ label: 'Export these orders (CSV)', href: `/studio/api/orders/export.csv${exportQuery ? `?${exportQuery}` : ''}` }],
  };
  return backOfficePage(req, 'orders', 'Orders', [node('data-table', 'orders-table', props)]);
}

function addressText(address: OrderAddress): string {
  return [
    `${address.firstname} ${address.lastname}`,
    ...address.street,
    address.city,
    address.region,
    address.postcode,
    address.country_code,
    address.telephone,
  ]
    .filter(Boolean)
    .join(', ');
}

/** `/studio/orders/<number>/`: what the customer sees, plus payment, notes, the timeline and the steps allowed now. */
export async function composeStudioOrder(req: PageRequest, params: Record<string, string>): Promise<ComposedPage | undefined> {
  const number = params['number'] ?? '';
  let detail: StaffOrderDetail;
  try {
    detail = await staffOrderDetail(req.db, number);
  } catch (error) {
    if (error instanceof DomainError && error.type === 'not_found') return undefined;
    throw error;
  }
  const { order, payment, shipment, partner } = detail;
  const currency = order.grand_total.currency;
  const money = (minor: number) => formatMoney(minor, currency, 'en-GB');
  const sections: DetailPanelProps['sections'] = [
    {
      heading: 'Summary',
      fields: [
        { label: 'Status', value: STATUS_WORDS[order.status], tone: STATUS_TONES[order.status] },
        { label: 'Placed', value: TIME.format(new Date(order.order_date)) },
        { label: 'Total', value: formatAmount(order.grand_total, 'en-GB') },
        { label: 'Payment', value: `${PAYMENT_WORDS[payment.state]} · ${order.payment_method}` },
        ...(payment.captured ? [{ label: 'Captured', value: money(payment.captured) }] : []),
        ...(payment.refunded ? [{ label: 'Refunded', value: money(payment.refunded), tone: 'warning' as const }] : []),
      ],
    },
    {
      heading: 'Customer',
      fields: [
        { label: 'Name', value: detail.customer.name },
        { label: 'Email', value: detail.customer.email, href: `mailto:${detail.customer.email}` },
        { label: 'Emails in', value: detail.locale === 'de' ? 'German' : 'English' },
      ],
    },
    {
      heading: 'Delivery',
      fields: [
        { label: 'Ship to', value: addressText(order.shipping_address) },
        { label: 'Bill to', value: addressText(order.billing_address) },
        { label: 'Method', value: order.shipping_method },
        { label: 'Dispatch date', value: order.dispatch_date ?? 'Not yet' },
        { label: 'Estimated delivery', value: order.estimated_delivery ?? 'Not yet' },
        ...(shipment
          ? [
              {
                label: 'Tracking',
                value: `${CARRIERS[shipment.carrier].name} ${shipment.trackingNumber}`,
                href: trackingUrl(shipment.carrier, shipment.trackingNumber),
              },
            ]
          : []),
      ],
    },
    ...(partner
      ? [
          {
            heading: 'Cross-border partner',
            note: PARTNER_OWNS(order.number),
            fields: [
              { label: 'Partner', value: partner.name },
              { label: 'Partner state', value: order.status === 'pending' ? 'Awaiting payment at the partner' : 'Paid at the partner' },
              { label: 'Partner checkout', value: partner.checkoutId },
            ],
          },
        ]
      : []),
    {
      heading: 'Items',
      fields: [
        ...order.items.map((item) => ({
          label: `${item.quantity_ordered} × ${item.product_sku}`,
          value: `${item.product_name}${item.selected_options.length ? ` (${item.selected_options.join(', ')})` : ''}${paintWords(item.entered_options)} — ${formatAmount(item.row_total, 'en-GB')}`,
          ...(item.image ? { image: item.image } : {}),
        })),
        { label: 'Subtotal', value: formatAmount(order.total.subtotal, 'en-GB') },
        { label: 'Delivery', value: formatAmount(order.total.total_shipping, 'en-GB') },
        ...(order.total.discount.value ? [{ label: 'Discount', value: `−${formatAmount(order.total.discount, 'en-GB')}` }] : []),
        { label: 'Total', value: formatAmount(order.total.grand_total, 'en-GB') },
      ],
    },
    {
      heading: 'Internal notes',
      ...(detail.notes.length ? { timeline: detail.notes.map((note) => ({ at: note.at, text: note.body, by: note.by })) } : { note: 'No notes yet.' }),
    },
    { heading: 'Timeline', timeline: detail.timeline },
  ];
  return backOfficePage(
    req,
    'orders',
    `Order ${order.number}`,
    [node('action-bar', 'order-actions', orderActions(detail)), node('detail-panel', 'order-detail', { sections })],
    { label: 'Orders', href: '/studio/orders/' },
  );
}

/** The steps allowed for the order now, each with its confirmation. */
function orderActions(detail: StaffOrderDetail) {
  const { order, payment, partner } = detail;
  const endpoint = (step: string) => `/studio/api/orders/${order.number}/${step}`;
  const left = payment.captured - payment.refunded;
  const currency = order.grand_total.currency;
  const actions = [];
  if (order.status === 'processing')
    actions.push({
      id: 'dispatch',
      label: 'Dispatch',
      endpoint: endpoint('dispatch'),
      tone: 'primary' as const,
      confirm: {
        title: `Dispatch order ${order.number}`,
        message: `${payment.state === 'authorized' ? 'The card payment held for it is taken now. ' : ''}The customer is emailed the tracking link.`,
        confirmLabel: 'Dispatch',
      },
      fields: [
        {
          name: 'carrier',
          label: 'Carrier',
          kind: 'select' as const,
          required: true,
          options: Object.entries(CARRIERS).map(([value, carrier]) => ({ value, label: carrier.name })),
        },
        { name: 'trackingNumber', label: 'Tracking number', kind: 'text' as const, required: true, hint: 'As printed on the label, e.g. JD014600003828' },
      ],
    });
  if (order.status === 'dispatched')
    actions.push({
      id: 'deliver',
      label: 'Mark delivered',
      endpoint: endpoint('deliver'),
      tone: 'primary' as const,
      confirm: { title: `Order ${order.number} delivered?`, message: 'The customer is emailed that it has arrived.', confirmLabel: 'Mark delivered' },
    });
  if (!partner && (order.status === 'pending' || order.status === 'processing'))
    actions.push({
      id: 'cancel',
      label: 'Cancel order',
      endpoint: endpoint('cancel'),
      tone: 'danger' as const,
      confirm: {
        title: `Cancel order ${order.number}?`,
        message: `Its products go back into stock${payment.state === 'authorized' ? ' and the card payment held for it is released' : left > 0 ? ` and ${formatMoney(left, currency, 'en-GB')} is refunded to the card` : ''}. The customer is emailed. This cannot be undone.`,
        confirmLabel: 'Cancel order',
      },
    });
  if (!partner && left > 0 && order.status !== 'pending')
    actions.push({
      id: 'refund',
      label: 'Refund',
      endpoint: endpoint('refund'),
      tone: 'secondary' as const,
      confirm: {
        title: `Refund order ${order.number}`,
        message: `Up to ${formatMoney(left, currency, 'en-GB')} can be refunded to the card. The customer is emailed.`,
        confirmLabel: 'Refund',
      },
      fields: [
        { name: 'amount', label: 'Amount in pounds', kind: 'money' as const, hint: `Leave empty to refund all ${formatMoney(left, currency, 'en-GB')} left.` },
      ],
    });
  actions.push({
    id: 'note',
    label: 'Add note',
    endpoint: endpoint('notes'),
    tone: 'secondary' as const,
    confirm: { title: 'Internal note', message: 'Only staff see notes; the customer never does.', confirmLabel: 'Add note' },
    fields: [{ name: 'body', label: 'Note', kind: 'textarea' as const, required: true }],
  });
  return {
    label: `Steps for order ${order.number}`,
    actions,
    ...(partner ? { note: PARTNER_OWNS(order.number) } : {}),
  };
}

/** A custom colour line's paint in words for the workshop: `: frame #c8102e, logos #ffffff and #16181b, gloss, diagonal`. */
function paintWords(entered: readonly { uid: string; value: string }[]): string {
  const paint = paintFromOptions(entered);
  if (!paint) return '';
  return `: frame ${paint.frame}, logos ${paint.topTubeLogo} and ${paint.downTubeLogo}, ${paint.finish}, ${paint.gradient}`;
}
