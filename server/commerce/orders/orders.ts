import { reviewPath } from '../../../domain/reviews/review-path.ts';
import { ownerPath } from '../../../domain/catalog/owner-path.ts';
import type { Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { optionNames } from '../catalog/attribute-labels.ts';
import { type LineProduct, linePictureUrl, paintedFrameUrl } from '../catalog/line-picture.ts';
import { PRODUCT_DRAWING_SQL, PRODUCT_IMAGE_SQL } from '../catalog/product-rows.ts';
import type { CartItemOption } from '../../../domain/cart/cart-types.ts';
import { paintFromOptions } from '../../../domain/catalog/paint.ts';
import type { Language } from '../../../domain/i18n/index.ts';
import { money } from '../../../domain/money.ts';
import { CARRIERS, isCarrier, trackingUrl } from '../../../domain/orders/carriers.ts';
import type { OrderAddress, OrderDetail, OrderStatus, OrderSummary } from '../../../schemas/generated/index.ts';

interface OrderRow {
  id: number;
  order_number: string;
  status: OrderStatus;
  currency: string;
  subtotal: number;
  shipping: number;
  discount: number;
  grand_total: number;
  shipping_method: string;
  payment_method: string;
  shipping_address: OrderAddress;
  billing_address: OrderAddress;
  dispatch_date: string | null;
  estimated_delivery: string | null;
  certificate_amount: number | null;
  certificate_issued_by: string | null;
  carrier: string | null;
  tracking_number: string | null;
  placed_at: Date;
  /** The language the order was placed in: its emails and its option names are in it. */
  locale: Language;
}

const summary = (row: OrderRow): OrderSummary => ({
  number: row.order_number,
  order_date: row.placed_at.toISOString(),
  status: row.status,
  grand_total: money(row.grand_total, row.currency.trim()),
});

const COLUMNS = `id, order_number, status, currency, subtotal, shipping, discount, grand_total, shipping_method, payment_method,
  shipping_address, billing_address, to_char(dispatch_date, 'YYYY-MM-DD') as dispatch_date,
  to_char(estimated_delivery, 'YYYY-MM-DD') as estimated_delivery, certificate_amount, certificate_issued_by, carrier, tracking_number, placed_at, locale`;

/** The customer's orders, newest first. */
export async function listOrders(db: Queryable, customerId: number): Promise<OrderSummary[]> {
  const rows = await db.query<OrderRow>(`select ${COLUMNS} from orders where customer_id = $1 order by placed_at desc, id desc`, [customerId]);
  return rows.map(summary);
}

/** One order of this customer; another customer's order is as unknown as a missing one. */
export async function findOrder(db: Queryable, customerId: number, orderNumber: string): Promise<OrderDetail | undefined> {
  const row = await queryOne<OrderRow>(db, `select ${COLUMNS} from orders where customer_id = $1 and order_number = $2`, [customerId, orderNumber]);
  if (!row) return undefined;
  const currency = row.currency.trim();
  const items = await db.query<{
    sku: string;
    product_name: string;
    quantity: number;
    unit_price: number;
    row_total: number;
    options: { selected?: string[]; entered?: { uid: string; value: string }[] };
    model_url_key: string | null;
    reviewable: boolean;
    position: number;
    associated_position: number | null;
    image: string | null;
    drawing: string | null;
    tier: string | null;
  }>(
    `select i.sku, i.product_name, i.quantity, i.unit_price, i.row_total, i.options, m.url_key as model_url_key, i.position, i.associated_position,
       -- A line whose product has left the catalogue (or a paint) has no picture of its own.
       case when p.id is null then null else ${PRODUCT_IMAGE_SQL} end as image, case when p.id is null then null else ${PRODUCT_DRAWING_SQL} end as drawing, p.tier,
       coalesce(p.visible and not exists (select 1 from product_reviews r where r.product_id = p.id and r.customer_id = $2), false) as reviewable
       from order_items i left join catalog_products p on p.sku = i.sku left join catalog_bike_models m on m.sku = p.model_sku
      where i.order_id = $1 order by i.position`,
    [row.id, customerId],
  );
  // A review is of something the customer has: once the order has left the warehouse.
  const sent = row.status === 'dispatched' || row.status === 'complete';
  const names = await optionNames(
    db,
    items.flatMap((item) => item.options.selected ?? []),
    row.locale,
  );
  const pictures = orderLinePictures(items);
  return {
    ...summary(row),
    shipping_address: row.shipping_address,
    billing_address: row.billing_address,
    shipping_method: row.shipping_method,
    payment_method: row.payment_method,
    items: items.map((item) => ({
      product_name: item.product_name,
      product_sku: item.sku,
      quantity_ordered: item.quantity,
      product_sale_price: money(item.unit_price, currency),
      row_total: money(item.row_total, currency),
      selected_options: item.options.selected ?? [],
      selected_option_names: (item.options.selected ?? []).map((option) => names.get(option) ?? option),
      entered_options: item.options.entered ?? [],
      image: pictures.get(item.position) ?? null,
      owner_path: item.model_url_key ? ownerPath(item.model_url_key) : null,
      review_path: sent && item.reviewable ? reviewPath(item.sku) : null,
    })),
    total: {
      subtotal: money(row.subtotal, currency),
      total_shipping: money(row.shipping, currency),
      discount: money(row.discount, currency),
      grand_total: money(row.grand_total, currency),
    },
    dispatch_date: row.dispatch_date,
    estimated_delivery: row.estimated_delivery,
    certificate:
      row.certificate_amount !== null && row.certificate_issued_by
        ? { amount: money(row.certificate_amount, currency), issued_by: row.certificate_issued_by }
        : null,
    tracking:
      isCarrier(row.carrier) && row.tracking_number
        ? { carrier: CARRIERS[row.carrier].name, number: row.tracking_number, url: trackingUrl(row.carrier, row.tracking_number) }
        : null,
  };
}

/**
 * Each order line's thumbnail by position: a bike in its colour and tier, painted when a custom colour
 * line points at it; the custom colour's own line shows that paint on the frame close up.
 */
function orderLinePictures(
  items: readonly ({ position: number; associated_position: number | null; options: { selected?: string[]; entered?: CartItemOption[] } } & LineProduct)[],
): Map<number, string | null> {
  const paints = new Map(
    items.filter((item) => item.associated_position !== null).map((item) => [item.associated_position, paintFromOptions(item.options.entered ?? [])]),
  );
  const pictures = new Map<number, string | null>();
  for (const item of items) {
    const bike = item.associated_position === null ? undefined : items.find((other) => other.position === item.associated_position);
    const paint = paints.get(bike ? bike.position : item.position);
    pictures.set(item.position, bike ? paintedFrameUrl(bike, paint) : linePictureUrl(item, item.options.selected ?? [], paint));
  }
  return pictures;
}
