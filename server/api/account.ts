import type { AccountAddAddressResponse, AccountDeleteAddressResponse, AccountUpdateAddressResponse } from '../../schemas/generated/index.ts';
import { type Request, Router } from 'express';
import { addAddress, deleteAddress, patchAddress, updateAddress } from '../commerce/customer/addresses.ts';
import { requireCustomer } from '../commerce/customer/authenticate.ts';
import { setNewsletterSubscription } from '../commerce/customer/newsletter.ts';
import { changePassword, updateProfile } from '../commerce/customer/profile.ts';
import { findOrder, listOrders } from '../commerce/orders/orders.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { clientAddress } from '../lib/client-address.ts';
import { DomainError } from '../lib/errors.ts';
import { sameOriginOnly } from '../middleware/same-origin.ts';
import { linkContext, personal, retryAfter } from './auth-context.ts';
import { reviewsApi } from './reviews.ts';
import { validateBody } from './validate-body.ts';

/** The account calls under /nuxt/api/account: only ever the signed-in customer's own data. */
export function accountApi(db: Database, config: Config): Router {
  const router = Router();
  const sameSite = sameOriginOnly([config.siteUrls.uk, config.siteUrls.de]);
  const customerOf = (req: Request) => requireCustomer(db, req.headers.cookie);

  router.use('/account', (_req, res, next) => {
    personal(res);
    next();
  });

  router.get('/account/orders', async (req, res) => {
    const { customerId } = await customerOf(req);
    const items = await listOrders(db, customerId);
    res.json({ customerOrders: { items, total_count: items.length } });
  });

  router.get('/account/orders/:orderNumber', async (req, res) => {
    const { customerId } = await customerOf(req);
    const orderNumber = req.params['orderNumber'] ?? '';
    const order = /^[A-Za-z0-9-]{1,32}$/.test(orderNumber) ? await findOrder(db, customerId, orderNumber) : undefined;
    if (!order) throw new DomainError('not_found', `We could not find order ${orderNumber.slice(0, 32)} in your account.`);
    res.json({ customerOrder: order });
  });

  router.post('/account/add-address', sameSite, async (req, res) => {
    const { customerId } = await customerOf(req);
    const { address } = validateBody('account-add-address', req.body);
    res.json({ createCustomerAddress: await addAddress(db, customerId, address) } satisfies AccountAddAddressResponse);
  });

  router.post('/account/update-address', sameSite, async (req, res) => {
    const { customerId } = await customerOf(req);
    const { addressId, address } = validateBody('account-update-address', req.body);
    res.json({ updateCustomerAddress: await updateAddress(db, customerId, addressId, address) } satisfies AccountUpdateAddressResponse);
  });

  router.post('/account/delete-address', sameSite, async (req, res) => {
    const { customerId } = await customerOf(req);
    const { addressId } = validateBody('account-delete-address', req.body);
    await deleteAddress(db, customerId, addressId);
    res.json({ deleteCustomerAddress: true } satisfies AccountDeleteAddressResponse);
  });

  router.post('/account/update-profile', sameSite, async (req, res) => {
    const { customerId } = await customerOf(req);
    const body = validateBody('account-update-profile', req.body);
    const { customer, emailChange } = await updateProfile(db, customerId, body, { links: linkContext(req, config), clientAddress: clientAddress(req) });
    res.json({ updateCustomer: { customer }, ...(emailChange ? { emailChange } : {}) });
  });

  router.post('/account/change-password', sameSite, async (req, res) => {
    const customer = await customerOf(req);
    const body = validateBody('account-change-password', req.body);
    await changePassword(db, customer, body);
    res.json({ changeCustomerPassword: true });
  });

  router.post('/account/newsletter', sameSite, async (req, res) => {
    const { customerId } = await customerOf(req);
    const { subscribed } = validateBody('account-newsletter', req.body);
    res.json({ updateCustomer: { customer: { is_subscribed: await setNewsletterSubscription(db, customerId, subscribed) } } });
  });

  router.use(reviewsApi(db, sameSite));
  router.use(retryAfter);
  return router;
}

/** POST /api/auth/update-address: the default-address update, outside /nuxt/api as the spec lists it. */
export function defaultAddressApi(db: Database, config: Config): Router {
  const router = Router();
  router.post('/auth/update-address', sameOriginOnly([config.siteUrls.uk, config.siteUrls.de]), async (req, res) => {
    const { customerId } = await requireCustomer(db, req.headers.cookie);
    const { addressId, address } = validateBody('account-default-address', req.body);
    personal(res).json({ updateCustomerAddress: await patchAddress(db, customerId, addressId, address) } satisfies AccountUpdateAddressResponse);
  });
  return router;
}
