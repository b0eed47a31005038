import type { CartSteps } from '../account/cart-steps.ts';
import { cartApi } from './cart-api.ts';
import { cartCookieSet, forgetCart, loadKnownCart, useCartStore } from './cart-store.ts';
import { goToCheckoutFor, takeCheckoutRequest } from './checkout-target.ts';

/** The cart's part of the login and logout flows (spec section 4), for `registerCartSteps`. */
export function browserCartSteps(checkoutHref: () => string): CartSteps {
  return {
    guestCartId: () => useCartStore.getState().confirmed?.id ?? null,
    fetchCart: loadKnownCart,
    clearLocalCart: () => useCartStore.setState({ cart: null, confirmed: null, error: null }),
    customerCartId: async () => {
      const id = await cartApi.createAuth();
      cartCookieSet();
      return id;
    },
    mergeCarts: async (guestCartId, customerCartId) => {
      await cartApi.mergeCarts(guestCartId, customerCartId);
    },
    clearCart: forgetCart,
    checkoutRedirectRequested: takeCheckoutRequest,
    goToCheckout: async () => {
      await goToCheckoutFor(checkoutHref());
    },
  };
}
