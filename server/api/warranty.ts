import { Router } from 'express';
import { isLanguage } from '../../domain/i18n/index.ts';
import { readAuthCookies } from '../commerce/customer/auth-cookies.ts';
import { signedInCustomer } from '../commerce/customer/sessions.ts';
import { checkRegistration, registerWarranty } from '../commerce/warranty/registrations.ts';
import type { Database } from '../db/database.ts';
import { queryOne } from '../db/database.ts';
import { validateBody } from './validate-body.ts';

/**
 * POST /nuxt/api/warranty/register {modelSku, frameNumber, purchaseDate, email?} → 201
 * {registration: {reference, modelSku, frameNumber, purchaseDate}}; 400 {error, errors:
 * [{field, message}]} naming every field to correct, 404 for an unknown model, 409 for a
 * frame already registered. A signed-in customer's registration is kept on their account.
 */
export function warrantyApi(db: Database): Router {
  const router = Router();
  router.post('/warranty/register', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const request = validateBody('warranty-registration', req.body);
    const locale = isLanguage(request.locale) ? request.locale : req.site.locale;
    const signedIn = await signedInCustomer(db, readAuthCookies(req.headers.cookie).access);
    const customer = signedIn
      ? await queryOne<{ customerId: number; email: string }>(db, 'select id as "customerId", email from customers where id = $1', [signedIn.customerId])
      : undefined;
    const check = checkRegistration(request, customer ?? null, locale);
    if (!check.ok) {
      res.status(400).json({ error: check.errors[0]?.message, errors: check.errors });
      return;
    }
    const { reference } = await registerWarranty(db, check.registration);
    const { modelSku, frameNumber, purchaseDate } = check.registration;
    req.log.info('warranty registered', { reference, modelSku });
    res.status(201).json({ registration: { reference, modelSku, frameNumber, purchaseDate } });
  });
  return router;
}
