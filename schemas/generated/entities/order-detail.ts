/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { Money } from '../entities/money.ts';
import type { OrderAddress } from '../entities/order-address.ts';
import type { OrderStatus } from '../entities/order-status.ts';

/**
 * Every field of the spec's order detail (section 3), for the signed-in customer's own order.
 */
export interface OrderDetail {
  number: string;
  order_date: string;
  status: OrderStatus;
  grand_total: Money;
  shipping_address: OrderAddress;
  billing_address: OrderAddress;
  shipping_method: string;
  payment_method: string;
  items: {
    product_name: string;
    product_sku: string;
    quantity_ordered: number;
    product_sale_price: Money;
    row_total: Money;
    /**
     * Chosen options as ordered, such as size/m
     */
    selected_options: string[];
    /**
     * The chosen options' names in the order's language, one for each of selected_options: M, Signal red
     */
    selected_option_names?: string[];
    /**
     * The line's thumbnail URL (160 × 120): the product in the colour chosen, a bike in its tier and in its custom paint; a custom colour's own line shows the painted frame close up
     */
    image?: string | null;
    /**
     * For a bike, its model's owner page (/my-{product}/), without the language prefix
     */
    owner_path?: string | null;
    /**
     * Where the customer writes a review of it (/my-account/reviews/{sku}/, without the language prefix): once the order is dispatched, while the product is in the shop and not reviewed by them yet
     */
    review_path?: string | null;
    /**
     * A custom colour's choices as ordered
     */
    entered_options: {
      uid: string;
      value: string;
    }[];
  }[];
  total: {
    subtotal: Money;
    total_shipping: Money;
    discount: Money;
    grand_total: Money;
  };
  dispatch_date: string | null;
  estimated_delivery: string | null;
  certificate: null | {
    amount: Money;
    issued_by: string;
  };
  /**
   * The parcel of a dispatched order: the carrier's name, the tracking number and the carrier's tracking page.
   */
  tracking?: null | {
    carrier: string;
    number: string;
    url: string;
  };
}
