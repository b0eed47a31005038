import { Router } from 'express';
import type { CustomerResponse } from '../../schemas/generated/index.ts';
import { clearAuthCookies, readAuthCookies, writeAccessCookies } from '../commerce/customer/auth-cookies.ts';
import { requireCustomer } from '../commerce/customer/authenticate.ts';
import { requestPasswordReset, resetPassword } from '../commerce/customer/password-reset.ts';
import { customerView } from '../commerce/customer/profile.ts';
import { registerCustomer } from '../commerce/customer/register.ts';
import { decoySessionTokens, renewAccess, revokeSession } from '../commerce/customer/sessions.ts';
import { signIn } from '../commerce/customer/sign-in.ts';
import { EXPIRY_STAMP_TOLERANCE_MS } from '../commerce/customer/token-renewal.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { clientAddress } from '../lib/client-address.ts';
import { DomainError } from '../lib/errors.ts';
import { sameOriginOnly } from '../middleware/same-origin.ts';
import { linkContext, personal, retryAfter, writeSessionCookies } from './auth-context.ts';
import { forgetCartCookie } from './request-cart.ts';
import { validateBody } from './validate-body.ts';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** The auth calls of spec section 7 under /nuxt/api/auth. */
export function authApi(db: Database, config: Config): Router {
  const router = Router();
  const sameSite = sameOriginOnly([config.siteUrls.uk, config.siteUrls.de]);

  router.post('/auth/login', sameSite, async (req, res) => {
    const body = validateBody('auth-login', req.body);
    writeSessionCookies(res, await signIn(db, body, clientAddress(req)));
    res.json({ signedIn: true });
  });

  router.post('/auth/register', sameSite, async (req, res) => {
    const body = validateBody('auth-register', req.body);
    const outcome = await registerCustomer(db, body, { links: linkContext(req, config), clientAddress: clientAddress(req) });
    // A taken email answers exactly like a new one; its decoy tokens sign nobody in.
    writeSessionCookies(res, outcome.kind === 'signed-in' ? outcome.tokens : decoySessionTokens());
    res.json({ registered: true });
  });

  router.get('/auth/logout', sameSite, async (req, res) => {
    const { access, refresh } = readAuthCookies(req.headers.cookie);
    personal(res);
    clearAuthCookies(res);
    forgetCartCookie(res);
    await revokeSession(db, { accessToken: access, refreshToken: refresh });
    res.json({ revokeCustomerToken: { result: true } });
  });

  router.get('/auth/renew-token', sameSite, async (req, res) => {
    personal(res);
    const renewed = await renewAccess(db, readAuthCookies(req.headers.cookie).refresh);
    if (!renewed) {
      clearAuthCookies(res);
      throw new DomainError('unauthorized', SESSION_ENDED);
    }
    writeAccessCookies(res, renewed, new Date(Date.now() + EXPIRY_STAMP_TOLERANCE_MS));
    res.json({ renewToken: { result: true } });
  });

  router.post('/auth/reset-password', sameSite, async (req, res) => {
    const { email } = validateBody('auth-reset-password', req.body);
    await requestPasswordReset(db, email, { links: linkContext(req, config), clientAddress: clientAddress(req) });
    res.json({ requestPasswordResetEmail: true });
  });

  router.post('/auth/set-new-password', sameSite, async (req, res) => {
    const { token, password } = validateBody('auth-set-new-password', req.body);
    await resetPassword(db, token, password, clientAddress(req));
    res.json({ resetPassword: true });
  });

  router.get('/auth/customer', async (req, res) => {
    personal(res);
    const cookies = readAuthCookies(req.headers.cookie);
    // Without any auth cookie the visitor is a guest: nobody, rather than an error.
    if (!cookies.access && !cookies.refresh) return void res.json({ customer: null } satisfies CustomerResponse);
    const { customerId } = await requireCustomer(db, req.headers.cookie);
    res.json({ customer: await customerView(db, customerId) } satisfies CustomerResponse);
  });

  router.use(retryAfter);
  return router;
}
