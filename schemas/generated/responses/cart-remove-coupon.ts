/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { Cart } from '../entities/cart.ts';
import type { CartItem } from '../entities/cart-item.ts';
import type { CartItemOption } from '../entities/cart-item-option.ts';
import type { Money } from '../entities/money.ts';

/**
 * GET /nuxt/api/cart/remove-coupon: the cart without its coupon.
 */
export interface CartRemoveCouponResponse {
  removeCouponFromCart: {
    cart: Cart;
  };
}
