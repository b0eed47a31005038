/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { Cart } from '../entities/cart.ts';
import type { CartItem } from '../entities/cart-item.ts';
import type { CartItemOption } from '../entities/cart-item-option.ts';
import type { Money } from '../entities/money.ts';

/**
 * GET /nuxt/api/cart/clear-cart: the emptied cart.
 */
export interface CartClearResponse {
  clearCart: {
    cart: Cart;
  };
}
