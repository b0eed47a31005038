/**
 * Join point with the cart (built separately): the steps of the login and logout flows
 * that belong to the cart. The cart module registers its implementation with
 * `registerCartSteps` at start-up; until then every step does nothing, so signing in
 * and out work without a cart.
 */
export interface CartSteps {
  /** The cart id of the guest before signing in (from the cart_id cookie's state), if any. */
  guestCartId(): string | null;
  /** Fetches the current cart (fetch-cart) into the cart store. */
  fetchCart(): Promise<void>;
  /** Empties the cart store in the browser (not the server cart). */
  clearLocalCart(): void;
  /** The signed-in customer's cart id (create-auth). */
  customerCartId(): Promise<string | null>;
  /** merge-cart {guestCartId, authCartId}: same-sku quantities add up, the guest cart becomes inactive. */
  mergeCarts(guestCartId: string, customerCartId: string): Promise<void>;
  /** Logout: forget the cart (store and cart_id cookie). */
  clearCart(): void;
  /** The checkout-redirect flag: set when checkout sent the shopper to sign in. */
  checkoutRedirectRequested(): boolean;
  /** Continue to checkout after signing in (the checkout work supplies the targets). */
  goToCheckout(): Promise<void>;
}

const NO_CART: CartSteps = {
  guestCartId: () => null,
  fetchCart: async () => undefined,
  clearLocalCart: () => undefined,
  customerCartId: async () => null,
  mergeCarts: async () => undefined,
  clearCart: () => undefined,
  checkoutRedirectRequested: () => false,
  goToCheckout: async () => undefined,
};

let steps: CartSteps = NO_CART;

export function registerCartSteps(cart: CartSteps): void {
  steps = cart;
}

export function cartSteps(): CartSteps {
  return steps;
}
