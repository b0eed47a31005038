/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { Cart } from '../entities/cart.ts';
import type { CartItem } from '../entities/cart-item.ts';
import type { CartItemOption } from '../entities/cart-item-option.ts';
import type { Money } from '../entities/money.ts';

/**
 * POST /nuxt/api/cart/add-item: the cart after the additions, or unchanged with the reasons none was made.
 */
export interface CartAddItemResponse {
  addProductsToCart: {
    cart: Cart;
    user_errors: {
      code: 'PRODUCT_NOT_FOUND' | 'INSUFFICIENT_STOCK' | 'NOT_SALABLE' | 'UNDEFINED';
      message: string;
    }[];
  };
}
