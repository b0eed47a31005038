import { create } from 'zustand';
import { pushDataLayer } from '../data-layer.ts';
import { ApiError } from '../http-client.ts';
import { reloadCustomer } from '../account/customer.ts';
import { useMenuStore } from '../stores/menu-store.ts';
import { useToastStore } from '../stores/toast-store.ts';
import { cartApi, cartErrorAction } from './cart-api.ts';
import { isColourItem } from '../../../domain/cart/cart-items.ts';
import { withoutItem, withQuantity } from '../../../domain/cart/cart-lines.ts';
import type { Cart, CartItem, CartItemInput } from '../../../domain/cart/cart-types.ts';

interface CartState {
  /** The cart as shown: the server's last answer with any change still on its way applied. */
  cart: Cart | null;
  /** The server's last answer: what a failed change rolls back to. */
  confirmed: Cart | null;
  /** The visible error text of the cart (spec section 8), shown in the slide-in. */
  error: string | null;
  /** Delivery information (globalSet.body) by language. */
  deliveryInfo: Record<string, string>;
  /** A change or coupon call is on its way. */
  busy: boolean;
  /** The skus just added, for the basket to confirm what went in; cleared when the basket closes. */
  justAdded: string[];
}

export const useCartStore = create<CartState>(() => ({ cart: null, confirmed: null, error: null, deliveryInfo: {}, busy: false, justAdded: [] }));

const set = useCartStore.setState;
const get = useCartStore.getState;

/** Texts the store shows that are not the server's: set by the cart menu in the page's language. */
export const cartTexts = { failed: 'Something went wrong. Please try again.' };

let latestChange = 0;
/** The browser holds a cart cookie the server accepted (the cookie itself is HttpOnly). */
let cartCookie = false;

function confirm(cart: Cart): void {
  cartCookie = true;
  set({ cart, confirmed: cart });
}

/** Forgets the cart in the browser (the cookie goes with the server's answer or at logout). */
export function forgetCart(): void {
  cartCookie = false;
  set({ cart: null, confirmed: null, error: null });
}

/**
 * Applies spec section 8 to a failed call: someone else's cart is forgotten and a new one
 * made; a missing or inactive cart is forgotten silently; anything else is for the caller.
 * Answers whether the failure was handled.
 */
async function handledCartError(error: unknown): Promise<boolean> {
  const action = cartErrorAction(error);
  if (action === 'show') return false;
  forgetCart();
  if (action === 'forget-and-create') await createCart();
  return true;
}

const messageOf = (error: unknown) => (error instanceof ApiError && error.message ? error.message : cartTexts.failed);

/** A new cart: the customer's when signed in (create-auth), else a guest cart (create-guest). */
async function createCart(): Promise<void> {
  const customer = await reloadCustomer().catch(() => null);
  if (customer) await cartApi.createAuth();
  else await cartApi.createGuest();
  cartCookie = true;
}

/** Notes that the browser holds a cart cookie (the page said so, or create-auth set it). */
export function cartCookieSet(): void {
  cartCookie = true;
}

/** fetch-cart when the browser holds a cart cookie; without one there is nothing to fetch. */
export function loadKnownCart(): Promise<void> {
  return cartCookie ? loadCart() : Promise.resolve();
}

/** A signed-in customer's own cart (create-auth answers it, making one when there is none), fetched. */
export async function loadCustomerCart(): Promise<void> {
  await cartApi.createAuth();
  cartCookie = true;
  await loadCart();
}

/** fetch-cart into the store; without a cart (or with a stale one) the store is simply empty. */
export async function loadCart(): Promise<void> {
  try {
    confirm(await cartApi.fetchCart());
  } catch (error) {
    if (!(await handledCartError(error))) set({ error: messageOf(error) });
  }
}

function analyticsItem(item: Pick<CartItem, 'product' | 'prices' | 'quantity'>) {
  return { id: item.product.sku, name: item.product.name, price: item.prices.price_including_tax.value, quantity: item.quantity };
}

/**
 * add-item: makes a cart first when there is none, opens the cart menu whatever happens
 * (spec section 8: it shows the error when adding failed), and reports the addition.
 * Answers the error text, or null when everything was added.
 */
export async function addToCart(items: CartItemInput[]): Promise<string | null> {
  set({ error: null, justAdded: [] });
  const attempt = async () => {
    if (!cartCookie) await createCart();
    return cartApi.addItems(items);
  };
  let problem: string | null = null;
  try {
    let answer: Awaited<ReturnType<typeof cartApi.addItems>>;
    try {
      answer = await attempt();
    } catch (error) {
      // A cart the server no longer knows (or not this shopper's): start a new one, once.
      if (!(await handledCartError(error))) throw error;
      answer = await attempt();
    }
    confirm(answer.cart);
    problem = answer.user_errors[0]?.message ?? null;
    if (!problem) {
      const added = answer.cart.items.filter((item) => !isColourItem(item) && items.some((i) => i.sku === item.product.sku));
      set({ justAdded: added.map((item) => item.product.sku) });
      pushDataLayer({ event: 'addToCart', ecommerce: { currencyCode: 'GBP', add: { products: added.map(analyticsItem) } } });
    }
  } catch (error) {
    problem = messageOf(error);
  }
  set({ error: problem });
  useMenuStore.getState().toggleCart(true);
  return problem;
}

/**
 * Runs a change the shopper should see at once: `optimistic` shows it before the server
 * answers; a failure rolls back to the last answer and says why in a toast.
 */
async function change(optimistic: ((cart: Cart) => Cart) | null, call: () => Promise<Cart>): Promise<boolean> {
  const id = ++latestChange;
  const shown = get().cart;
  set({ busy: true, error: null, ...(optimistic && shown ? { cart: optimistic(shown) } : {}) });
  try {
    const cart = await call();
    // An older answer arriving after a newer change does not undo what the shopper sees.
    if (id === latestChange) confirm(cart);
    else set({ confirmed: cart });
    return true;
  } catch (error) {
    if (await handledCartError(error)) return false;
    const message = messageOf(error);
    set({ cart: get().confirmed });
    useToastStore.getState().show({ message, tone: 'error' });
    return false;
  } finally {
    if (id === latestChange) set({ busy: false });
  }
}

export function changeQuantity(uid: string, quantity: number): Promise<boolean> {
  return change(
    (cart) => withQuantity(cart, uid, quantity),
    () => cartApi.updateQuantity(uid, quantity),
  );
}

export async function removeLine(uid: string): Promise<boolean> {
  const item = get().cart?.items.find((i) => i.uid === uid);
  const removed = await change(
    (cart) => withoutItem(cart, uid),
    () => cartApi.removeItem(uid),
  );
  if (removed && item) pushDataLayer({ event: 'removeFromCart', ecommerce: { currencyCode: 'GBP', remove: { products: [analyticsItem(item)] } } });
  return removed;
}

/** apply-coupon: not optimistic (the server decides); its refusal is shown beside the form. */
export async function applyCoupon(code: string): Promise<string | null> {
  set({ busy: true });
  try {
    confirm(await cartApi.applyCoupon(code));
    return null;
  } catch (error) {
    await handledCartError(error);
    return messageOf(error);
  } finally {
    set({ busy: false });
  }
}

export function removeCoupon(): Promise<boolean> {
  return change(null, () => cartApi.removeCoupon());
}

export async function loadDeliveryInfo(locale: string): Promise<void> {
  if (get().deliveryInfo[locale] !== undefined) return;
  try {
    const body = await cartApi.deliveryInfo(locale);
    set((s) => ({ deliveryInfo: { ...s.deliveryInfo, [locale]: body } }));
  } catch {
    // Delivery information is a nicety: the cart works without it.
  }
}

/** Where a just-added sku waits for the next page when adding goes on with a full page load (a bike's up-sell page). */
const JUST_ADDED = 'basket-just-added';

/** Keeps the just-added skus for the next page of this tab. */
export function carryJustAdded(): void {
  try {
    sessionStorage.setItem(JUST_ADDED, JSON.stringify(get().justAdded));
  } catch {
    // Storage refused (private mode): the next page simply does not open the basket.
  }
}

/**
 * On a page after a full-page add: takes what was carried over for it, once, as soon as the page
 * runs (before it has loaded its blocks and hydrated), so a shopper who moves on at once does not
 * see the basket open on the page after.
 */
export function takeCarriedJustAdded(): string[] {
  try {
    const skus: unknown = JSON.parse(sessionStorage.getItem(JUST_ADDED) ?? '[]');
    sessionStorage.removeItem(JUST_ADDED);
    return Array.isArray(skus) ? skus.filter((sku): sku is string => typeof sku === 'string') : [];
  } catch {
    return [];
  }
}

/** Opens the basket to confirm what went in (the skus taken by takeCarriedJustAdded). */
export function showJustAdded(skus: readonly string[]): void {
  if (!skus.length) return;
  set({ justAdded: [...skus] });
  useMenuStore.getState().toggleCart(true);
}

/** The basket closed: what was just added is no longer news. */
export function forgetJustAdded(): void {
  if (get().justAdded.length) set({ justAdded: [] });
}
