import { parse as parseCookies } from 'cookie';
import type { NextFunction, Request, Response } from 'express';
import { type CartActor, CartAccessError, resolveCartId } from '../commerce/cart/cart-store.ts';
import { signedInCustomer } from '../commerce/customer/sessions.ts';
import { readAuthCookies } from '../commerce/customer/auth-cookies.ts';
import type { Queryable } from '../db/database.ts';

/** The cookie that names the browser's cart (spec section 3), HttpOnly, for 7 days. */
export const CART_COOKIE = 'cart_id';
const CART_COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'lax', path: '/' } as const;
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

/** The cart id the browser holds, if any. */
export function cartCookieOf(req: Request): string | undefined {
  return parseCookies(req.headers.cookie ?? '')[CART_COOKIE];
}

export function rememberCart(res: Response, id: string): void {
  res.cookie(CART_COOKIE, id, { ...CART_COOKIE_OPTIONS, maxAge: SEVEN_DAYS_MS });
}

/** Forgets the browser's cart (the cookie is HttpOnly, so only an answer can clear it). */
export function forgetCartCookie(res: Response): void {
  res.clearCookie(CART_COOKIE, CART_COOKIE_OPTIONS);
}

/** Who asks (the signed-in customer, or a guest) and which cart they name: the cookie, else the customer's active cart. */
export async function requestCart(db: Queryable, req: Request): Promise<{ actor: CartActor; cartId: string | undefined }> {
  const customer = await signedInCustomer(db, readAuthCookies(req.headers.cookie).access);
  const actor = { customerId: customer?.customerId ?? null };
  return { actor, cartId: await resolveCartId(db, cartCookieOf(req), actor.customerId) };
}

/** Error middleware: after a cart the request cannot use, the browser forgets its cart id (spec section 8). */
export function forgetUnusableCart(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (error instanceof CartAccessError) forgetCartCookie(res);
  next(error);
}
