import express, { type Request, type Response, Router } from 'express';
import { isLanguage, type Language } from '../../domain/i18n/index.ts';
import type { NewsletterSubscribeRequest } from '../../schemas/generated/index.ts';
import { describeAjvError } from '../../schemas/page-validation.ts';
import { schemaRegistry } from '../../schemas/registry.ts';
import { checkEmail } from '../commerce/newsletter/email-address.ts';
import { checkInboxMessage, type SignUpProblem, signUpProblemMessage } from '../commerce/newsletter/messages.ts';
import { requestSubscription } from '../commerce/newsletter/subscriptions.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { clientAddress } from '../lib/client-address.ts';
import { invalid } from '../lib/errors.ts';
import { localisedPath } from '../middleware/site-locale.ts';
import { signUpReturnAddress } from './newsletter-return.ts';
import { redirectWithin } from '../lib/redirect.ts';

function readRequest(body: unknown): NewsletterSubscribeRequest {
  const request = body ?? {};
  const validate = schemaRegistry().validator('requests/newsletter-subscribe.json');
  if (validate(request)) return request as NewsletterSubscribeRequest;
  const first = validate.errors?.[0];
  throw invalid(
    first ? `Newsletter sign-up ${describeAjvError(first)}` : 'Send the address as JSON: {"email": "name@example.com"}',
    first?.instancePath.slice(1) || undefined,
  );
}

/**
 * POST /nuxt/api/newsletter/subscribe {email}. JSON in, JSON out for the sign-up block;
 * a plain form post (no JavaScript) is answered with a redirect back to the page,
 * carrying the outcome in the query.
 */
export function newsletterApi(db: Database, config: Config): Router {
  const router = Router();
  const origin = (req: Request) => (req.site.variant === 'de_de_de' ? config.siteUrls.de : config.siteUrls.uk);
  const confirmationLink = (req: Request, locale: Language) => (token: string) =>
    `${origin(req)}${localisedPath('/newsletter/confirm/', locale, req.site.defaultLocale)}?token=${token}`;

  router.post('/newsletter/subscribe', express.urlencoded({ extended: false, limit: config.maxBodyBytes }), async (req: Request, res: Response) => {
    const fromForm = Boolean(req.is('urlencoded'));
    const request = readRequest(req.body);
    const locale = isLanguage(request.locale) ? request.locale : req.site.locale;
    const answerForm = (status: SignUpProblem | 'pending') => redirectWithin(res, 303, signUpReturnAddress(request.returnTo, request.signup, status));

    const checked = checkEmail(request.email);
    if (!checked.ok) {
      if (fromForm) return answerForm(checked.problem);
      throw invalid(signUpProblemMessage(checked.problem, locale), 'email');
    }
    try {
      await requestSubscription(db, { email: checked.email, locale, confirmationLink: confirmationLink(req, locale) }, { clientAddress: clientAddress(req) });
    } catch (error) {
      if (!fromForm) throw error;
      req.log.error('newsletter sign-up failed', { err: error });
      return answerForm('failed');
    }
    if (fromForm) return answerForm('pending');
    res.json({ status: 'pending', message: checkInboxMessage(locale) });
  });
  return router;
}
