/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { Cart } from '../entities/cart.ts';
import type { CartItem } from '../entities/cart-item.ts';
import type { CartItemOption } from '../entities/cart-item-option.ts';
import type { Money } from '../entities/money.ts';

/**
 * POST /nuxt/api/cart/apply-coupon: the cart with the coupon applied.
 */
export interface CartApplyCouponResponse {
  applyCouponToCart: {
    cart: Cart;
  };
}
