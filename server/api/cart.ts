import { parse as parseCookies } from 'cookie';
import { type Request, Router } from 'express';
import { isLanguage } from '../../domain/i18n/index.ts';
import type {
  CartAddItemResponse,
  CartApplyCouponResponse,
  CartClearResponse,
  CartRemoveCouponResponse,
  CartRemoveItemResponse,
  CartResponse,
  CartUpdateResponse,
} from '../../schemas/generated/index.ts';
import { applyAdditions, planAdditions } from '../commerce/cart/add-items.ts';
import { clearItems, removeCoupon, removeItem, updateQuantities } from '../commerce/cart/change-items.ts';
import { cartMessages } from '../commerce/cart/cart-messages.ts';
import { DELIVERY_INFO_HANDLE } from '../commerce/cart/cart-seeder.ts';
import { type CartRow, createGuestCart, customerCartId, openCart } from '../commerce/cart/cart-store.ts';
import { cartView, pricedCart } from '../commerce/cart/cart-view.ts';
import { applyCoupon } from '../commerce/cart/coupons.ts';
import { mergeCarts } from '../commerce/cart/merge-carts.ts';
import { LOCATION_COOKIE } from '../commerce/countries/location-cookies.ts';
import { requireCustomer } from '../commerce/customer/authenticate.ts';
import type { Config } from '../config.ts';
import { type Database, type Queryable, queryOne } from '../db/database.ts';
import { sameOriginOnly } from '../middleware/same-origin.ts';
import { browsingLanguage } from '../middleware/site-locale.ts';
import { personal } from './auth-context.ts';
import { forgetUnusableCart, rememberCart, requestCart } from './request-cart.ts';
import { validateBody } from './validate-body.ts';

/** The shopper's country as the pages decided it (the location cookie, an ISO code), for API calls. */
function shopperCountryOf(req: Request): string | undefined {
  const code = parseCookies(req.headers.cookie ?? '')[LOCATION_COOKIE]?.toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
}

/**
 * The cart calls of spec section 7 under /nuxt/api/cart. The cart is the one named by the
 * HttpOnly `cart_id` cookie (7 days); a signed-in customer without one works on their own cart.
 * Every change runs in one transaction holding the cart's row lock, so parallel changes all count.
 */
export function cartApi(db: Database, config: Config): Router {
  const router = Router();
  const sameSite = sameOriginOnly([config.siteUrls.uk, config.siteUrls.de]);

  /** Opens the request's cart under its row lock, runs `change`, and answers the cart as it is after. */
  const changeCart = async (req: Request, change: (tx: Queryable, cart: CartRow) => Promise<void>) => {
    const { actor, cartId } = await requestCart(db, req);
    return db.transaction(async (tx) => {
      const cart = await openCart(tx, cartId, actor, { lock: true });
      await change(tx, cart);
      return cartView(tx, cart.id, browsingLanguage(req));
    });
  };

  router.use('/cart', (_req, res, next) => {
    personal(res);
    next();
  });

  router.get('/cart/create-guest', async (_req, res) => {
    const id = await createGuestCart(db);
    rememberCart(res, id);
    res.json({ createEmptyCart: id });
  });

  router.get('/cart/create-auth', async (req, res) => {
    const { customerId } = await requireCustomer(db, req.headers.cookie);
    const id = await customerCartId(db, customerId);
    rememberCart(res, id);
    res.json({ customerCart: { id } });
  });

  router.get('/cart/fetch-cart', async (req, res) => {
    const { actor, cartId } = await requestCart(db, req);
    const cart = await openCart(db, cartId, actor);
    res.json({ cart: await cartView(db, cart.id, browsingLanguage(req)) } satisfies CartResponse);
  });

  router.post('/cart/add-item', sameSite, async (req, res) => {
    const { cartItems } = validateBody('cart-add-item', req.body);
    const { actor, cartId } = await requestCart(db, req);
    const answer = await db.transaction(async (tx) => {
      const cart = await openCart(tx, cartId, actor, { lock: true });
      const plan = await planAdditions(tx, cart.id, cartItems, shopperCountryOf(req));
      if (!plan.errors.length) await applyAdditions(tx, cart.id, plan.changes);
      return { cart: await cartView(tx, cart.id, browsingLanguage(req)), user_errors: plan.errors };
    });
    res.json({ addProductsToCart: answer } satisfies CartAddItemResponse);
  });

  router.post('/cart/update-cart', sameSite, async (req, res) => {
    const { cartItems } = validateBody('cart-update', req.body);
    const cart = await changeCart(req, (tx, c) => updateQuantities(tx, c.id, cartItems));
    if (!cart.items.length) {
      res.json({ updateCartItems: { cart }, error: cartMessages.empty, errors: [{ message: cartMessages.empty }] } satisfies CartUpdateResponse);
      return;
    }
    res.json({ updateCartItems: { cart } } satisfies CartUpdateResponse);
  });

  router.post('/cart/remove-item', sameSite, async (req, res) => {
    const { cartItemId } = validateBody('cart-remove-item', req.body);
    res.json({ removeItemFromCart: { cart: await changeCart(req, (tx, c) => removeItem(tx, c.id, cartItemId)) } } satisfies CartRemoveItemResponse);
  });

  router.post('/cart/apply-coupon', sameSite, async (req, res) => {
    const { couponCode } = validateBody('cart-apply-coupon', req.body);
    const cart = await changeCart(req, async (tx, c) => applyCoupon(tx, c, couponCode, (await pricedCart(tx, c.id, browsingLanguage(req))).pence.subtotal));
    res.json({ applyCouponToCart: { cart } } satisfies CartApplyCouponResponse);
  });

  router.get('/cart/remove-coupon', sameSite, async (req, res) => {
    res.json({ removeCouponFromCart: { cart: await changeCart(req, (tx, c) => removeCoupon(tx, c.id)) } } satisfies CartRemoveCouponResponse);
  });

  router.get('/cart/clear-cart', sameSite, async (req, res) => {
    res.json({ clearCart: { cart: await changeCart(req, (tx, c) => clearItems(tx, c.id)) } } satisfies CartClearResponse);
  });

  router.post('/cart/merge-cart', sameSite, async (req, res) => {
    const { guestCartId, authCartId } = validateBody('cart-merge', req.body);
    const { customerId } = await requireCustomer(db, req.headers.cookie);
    await db.transaction((tx) => mergeCarts(tx, guestCartId, authCartId, customerId));
    rememberCart(res, authCartId);
    res.json({ mergeCarts: { id: authCartId } });
  });

  router.get('/cart/delivery-info', async (req, res) => {
    const asked = req.query['locale'];
    const locale = typeof asked === 'string' && isLanguage(asked) ? asked : req.site.locale;
    const row = await queryOne<{ body: string }>(db, 'select body from global_sets where handle = $1 and locale = $2', [DELIVERY_INFO_HANDLE, locale]);
    res.json({ globalSet: { body: row?.body ?? '' } });
  });

  router.use('/cart', forgetUnusableCart);

  return router;
}
