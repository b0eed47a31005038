import { ApiError, getJson, postJson } from '../http-client.ts';
import type { CartItemInput } from '../../../domain/cart/cart-types.ts';
import type {
  CartAddItemResponse,
  CartApplyCouponResponse,
  CartRemoveCouponResponse,
  CartRemoveItemResponse,
  CartResponse,
  CartUpdateResponse,
} from '../../../schemas/generated/index.ts';

/** The cart calls of spec section 7. The cart is the one the HttpOnly cart_id cookie names. */
const CART = '/nuxt/api/cart';

export const cartApi = {
  fetchCart: () => getJson<CartResponse>(`${CART}/fetch-cart`).then((a) => a.cart),
  createGuest: () => getJson<{ createEmptyCart: string }>(`${CART}/create-guest`).then((a) => a.createEmptyCart),
  createAuth: () => getJson<{ customerCart: { id: string } }>(`${CART}/create-auth`).then((a) => a.customerCart.id),
  addItems: (cartItems: CartItemInput[]) => postJson<CartAddItemResponse>(`${CART}/add-item`, { cartItems }).then((a) => a.addProductsToCart),
  updateQuantity: (uid: string, quantity: number) =>
    postJson<CartUpdateResponse>(`${CART}/update-cart`, { cartItems: [{ cart_item_uid: uid, quantity }] }).then((a) => a.updateCartItems.cart),
  removeItem: (uid: string) => postJson<CartRemoveItemResponse>(`${CART}/remove-item`, { cartItemId: uid }).then((a) => a.removeItemFromCart.cart),
  applyCoupon: (couponCode: string) => postJson<CartApplyCouponResponse>(`${CART}/apply-coupon`, { couponCode }).then((a) => a.applyCouponToCart.cart),
  removeCoupon: () => getJson<CartRemoveCouponResponse>(`${CART}/remove-coupon`).then((a) => a.removeCouponFromCart.cart),
  mergeCarts: (guestCartId: string, authCartId: string) => postJson<{ mergeCarts: { id: string } }>(`${CART}/merge-cart`, { guestCartId, authCartId }),
  deliveryInfo: (locale: string) =>
    getJson<{ globalSet: { body: string } }>(`${CART}/delivery-info?locale=${encodeURIComponent(locale)}`).then((a) => a.globalSet.body),
};

/** What the browser does after a cart server message of spec section 8. */
export type CartErrorAction = 'forget-and-create' | 'forget' | 'show';

export function cartErrorAction(error: unknown): CartErrorAction {
  const message = error instanceof ApiError ? error.message : '';
  if (message.startsWith('The current user cannot perform operations on cart')) return 'forget-and-create';
  if (message.startsWith('Could not find a cart with ID') || message === "The cart isn't active.") return 'forget';
  return 'show';
}
