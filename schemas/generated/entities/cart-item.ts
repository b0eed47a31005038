/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { CartItemOption } from '../entities/cart-item-option.ts';
import type { Money } from '../entities/money.ts';

/**
 * One line of the cart as the cart calls answer it (spec section 3: Magento's CartItem).
 */
export interface CartItem {
  uid: string;
  /**
   * The bike's uid for its custom colour item; null for a main item.
   */
  associated_uid: string | null;
  quantity: number;
  position: number;
  product: {
    __typename: 'BundleProduct' | 'SimpleProduct';
    sku: string;
    name: string;
    url_key: string | null;
    image: {
      url: string | null;
      label: string;
    };
  };
  prices: {
    price_including_tax: Money;
    row_total_including_tax: Money;
  };
  /**
   * `size/54`, `colour/storm-grey`.
   */
  selected_options: string[];
  /**
   * The chosen options' names in the shopper's language, one for each of selected_options: M, Signalrot (the catalogue's filter labels).
   */
  selected_option_names?: string[];
  entered_options: CartItemOption[];
  dispatch_date: string | null;
}
