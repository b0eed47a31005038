import { i18nFor, type Language } from '../../../domain/i18n/index.ts';
import { money, moneyFormat } from '../../../domain/money.ts';
import { formatDate, intlLocale } from '../../../domain/locale.ts';
import { escapeHtml } from '../../render/escape.ts';
import { type EmailBlock, type EmailMessage, emailHtml } from '../email/email-layout.ts';

export const ORDER_CONFIRMATION_KIND = 'order-confirmation';
export const DISPATCH_KIND = 'order-dispatch';

/** What an order email states: amounts in minor units of `currency`, as the order was paid. */
export interface OrderEmailData {
  number: string;
  firstName: string;
  currency: string;
  /** `options`: the chosen size and colour by name ("M", "Signal red"). */
  lines: { name: string; quantity: number; rowTotal: number; options?: string[] }[];
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  /** `standard` or `express` (the shop's own delivery); undefined for the partner's delivery. */
  deliveryMethod?: string | undefined;
  /** Paid at the international checkout partner: duties and taxes included. */
  viaPartner: boolean;
  /** ISO dates. */
  dispatchDate?: string | undefined;
  estimatedDelivery?: string | undefined;
  address: { street: string[]; city: string; postcode: string };
}

/** The money and wording of an order email in `language`, amounts formatted as the account's order pages show them. */
function orderWords(language: Language, currency: string) {
  const t = i18nFor(language).getFixedT(language, 'checkout');
  const format = moneyFormat(intlLocale(language), undefined);
  return { t, amount: (minor: number) => format.amount(money(minor, currency)) };
}

function addressLine(address: OrderEmailData['address']): string {
  return `${address.street.join(', ')}, ${address.city} ${address.postcode}`;
}

/** The order confirmation: every line, the totals and the dates, as text and as an HTML table. */
export function orderConfirmationEmail(order: OrderEmailData, language: Language): EmailMessage {
  const { t, amount } = orderWords(language, order.currency);
  const delivery = order.deliveryMethod ? t(`method_${order.deliveryMethod}`) : t('delivery');
  const totals: [string, string][] = [
    [t('subtotal'), amount(order.subtotal)],
    ...(order.discount ? [[t('discount'), `−${amount(order.discount)}`] as [string, string]] : []),
    [delivery, order.shipping ? amount(order.shipping) : t('free')],
    [t('total'), amount(order.total)],
  ];
  const lines = order.lines.map(
    (line) => [`${line.quantity} × ${line.name}${line.options?.length ? ` (${line.options.join(', ')})` : ''}`, amount(line.rowTotal)] as const,
  );
  const dates = [
    ...(order.dispatchDate ? [t('dispatch', { date: formatDate(order.dispatchDate, language) })] : []),
    ...(order.estimatedDelivery && !order.viaPartner ? [t('estimatedDelivery', { date: formatDate(order.estimatedDelivery, language) })] : []),
  ];
  const hello = t('email.hello', { name: order.firstName });
  const thanks = t(order.viaPartner ? 'email.orderThanksPartner' : 'email.orderThanks', { number: order.number });
  const deliveringTo = t('email.deliveringTo', { address: addressLine(order.address) });
  const subject = t('email.orderSubject', { number: order.number });
  const bodyText = [
    hello,
    thanks,
    lines.map(([what, price]) => `${what} — ${price}`).join('\n'),
    totals.map(([label, value]) => `${label}: ${value}`).join('\n'),
    [...dates, deliveringTo].join('\n'),
    t('email.signOff'),
  ].join('\n\n');
  const row = (cells: readonly string[], bold = false) =>
    `<tr>${cells.map((cell, i) => `<td style="padding:4px 0;${i ? 'text-align:right;white-space:nowrap;' : ''}${bold ? 'font-weight:700;' : ''}">${escapeHtml(cell)}</td>`).join('')}</tr>`;
  const table = `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">
${lines.map((cells) => row(cells)).join('\n')}
<tr><td colspan="2" style="border-top:1px solid #d8d8d2;padding:0"></td></tr>
${totals.map((cells, i) => row(cells, i === totals.length - 1)).join('\n')}
</table>`;
  const blocks: EmailBlock[] = [
    { text: hello },
    { text: thanks },
    { html: table },
    { text: [...dates, deliveringTo].join('\n') },
    { text: t('email.signOff') },
  ];
  return { kind: ORDER_CONFIRMATION_KIND, locale: language, subject, bodyText, bodyHtml: emailHtml(language, subject, blocks) };
}

/** A parcel the customer can follow: the carrier's name, its tracking number and page. */
export interface Shipment {
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string;
}

/** The order has left the workshop: where it goes, how to follow it and when it should arrive. */
export function dispatchEmail(
  order: Pick<OrderEmailData, 'number' | 'firstName' | 'address' | 'estimatedDelivery'> & { shipment?: Shipment | undefined },
  language: Language,
): EmailMessage {
  const t = i18nFor(language).getFixedT(language, 'checkout');
  const { shipment } = order;
  const tracking = shipment
    ? t('email.dispatchTracking', { carrier: shipment.carrierName, trackingNumber: shipment.trackingNumber, url: shipment.trackingUrl })
    : undefined;
  const paragraphs = [
    t('email.hello', { name: order.firstName }),
    t('email.dispatchText', { number: order.number, address: addressLine(order.address) }),
    ...(tracking ? [tracking] : []),
    ...(order.estimatedDelivery ? [t('estimatedDelivery', { date: formatDate(order.estimatedDelivery, language) })] : []),
    t('email.signOff'),
  ];
  const subject = t('email.dispatchSubject', { number: order.number });
  // Web addresses in text blocks become links: the tracking page is one click away.
  const blocks: EmailBlock[] = paragraphs.map((text) => ({ text }));
  return { kind: DISPATCH_KIND, locale: language, subject, bodyText: paragraphs.join('\n\n'), bodyHtml: emailHtml(language, subject, blocks) };
}

export const DELIVERED_KIND = 'order-delivered';
export const CANCELED_KIND = 'order-canceled';
export const REFUND_KIND = 'order-refund';

/** A plain email of a few paragraphs between the greeting and the sign-off. */
function orderNotice(kind: string, language: Language, subjectKey: string, firstName: string, number: string, paragraphs: string[]): EmailMessage {
  const t = i18nFor(language).getFixedT(language, 'checkout');
  const subject = t(subjectKey, { number });
  const all = [t('email.hello', { name: firstName }), ...paragraphs, t('email.signOff')];
  return {
    kind,
    locale: language,
    subject,
    bodyText: all.join('\n\n'),
    bodyHtml: emailHtml(
      language,
      subject,
      all.map((text) => ({ text })),
    ),
  };
}

export function deliveredEmail(order: { number: string; firstName: string }, language: Language): EmailMessage {
  const t = i18nFor(language).getFixedT(language, 'checkout');
  return orderNotice(DELIVERED_KIND, language, 'email.deliveredSubject', order.firstName, order.number, [t('email.deliveredText', { number: order.number })]);
}

/** The order is cancelled; `refunded` (minor units) when card money went back, `released` when a held payment was let go. */
export function canceledEmail(
  order: { number: string; firstName: string; currency: string; refunded: number; released: boolean },
  language: Language,
): EmailMessage {
  const { t, amount } = orderWords(language, order.currency);
  return orderNotice(CANCELED_KIND, language, 'email.canceledSubject', order.firstName, order.number, [
    t('email.canceledText', { number: order.number }),
    ...(order.released ? [t('email.canceledReleased')] : []),
    ...(order.refunded > 0 ? [t('email.refundText', { number: order.number, amount: amount(order.refunded) })] : []),
  ]);
}

export function refundEmail(order: { number: string; firstName: string; currency: string; amount: number }, language: Language): EmailMessage {
  const { t, amount } = orderWords(language, order.currency);
  return orderNotice(REFUND_KIND, language, 'email.refundSubject', order.firstName, order.number, [
    t('email.refundText', { number: order.number, amount: amount(order.amount) }),
  ]);
}
