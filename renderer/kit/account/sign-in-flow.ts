import { requestJson } from '../http-client.ts';
import { useAppErrorStore } from '../stores/app-error-store.ts';
import { useMenuStore } from '../stores/menu-store.ts';
import { useAuthStore } from './auth-store.ts';
import { cartSteps } from './cart-steps.ts';
import { type Customer, forgetCustomer, reloadCustomer } from './customer.ts';

export type AfterSignIn = { kind: 'checkout' } | { kind: 'signed-in'; customer: Customer } | { kind: 'not-signed-in' };

/**
 * The login flow of spec section 4, run after login or registration succeeded:
 * remember the guest cart id, fetch the cart, load the customer, clear the local cart,
 * merge the guest cart into the customer's (only when both ids exist and differ),
 * refetch the cart, close the mobile menu, and go on to checkout when that was asked.
 */
export async function completeSignIn(): Promise<AfterSignIn> {
  const cart = cartSteps();
  const guestCartId = cart.guestCartId();
  await cart.fetchCart();
  const customer = await reloadCustomer();
  if (!customer) return { kind: 'not-signed-in' };
  cart.clearLocalCart();
  const customerCartId = await cart.customerCartId();
  if (guestCartId && customerCartId && guestCartId !== customerCartId) await cart.mergeCarts(guestCartId, customerCartId);
  await cart.fetchCart();
  useMenuStore.getState().toggleMobileMenu(false);
  if (cart.checkoutRedirectRequested()) {
    await cart.goToCheckout();
    return { kind: 'checkout' };
  }
  return { kind: 'signed-in', customer };
}

/**
 * Logout: the server first (it revokes the tokens and clears the three HttpOnly auth
 * cookies, which the browser cannot), then, whatever it answered, the error, the
 * customer and the cart.
 */
export async function signOut(): Promise<void> {
  try {
    await requestJson('/nuxt/api/auth/logout');
  } catch {
    // Offline: the local state is cleared anyway; the cookies go with the next answer that clears them.
  }
  useAuthStore.getState().clearError();
  useAppErrorStore.getState().clearError();
  await forgetCustomer();
  cartSteps().clearCart();
}
