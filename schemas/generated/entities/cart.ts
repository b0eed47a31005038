/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { CartItem } from '../entities/cart-item.ts';
import type { CartItemOption } from '../entities/cart-item-option.ts';
import type { Money } from '../entities/money.ts';

/**
 * The cart as the cart calls answer it (spec section 3: Magento's field names, money in major units).
 */
export interface Cart {
  id: string;
  items: CartItem[];
  prices: {
    subtotal_including_tax: Money;
    default_shipping_rate: Money;
    discounts: {
      label: string;
      amount: Money;
    }[];
    grand_total: Money;
  };
  applied_coupons:
    | {
        code: string;
      }[]
    | null;
  dispatch_date: string | null;
  total_quantity: number;
}
