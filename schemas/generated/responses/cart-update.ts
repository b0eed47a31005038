/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { Cart } from '../entities/cart.ts';
import type { CartItem } from '../entities/cart-item.ts';
import type { CartItemOption } from '../entities/cart-item-option.ts';
import type { Money } from '../entities/money.ts';

/**
 * POST /nuxt/api/cart/update-cart: the cart after the new quantities; an emptied cart also carries the spec's error message.
 */
export interface CartUpdateResponse {
  updateCartItems: {
    cart: Cart;
  };
  error?: string;
  errors?: {
    message: string;
  }[];
}
