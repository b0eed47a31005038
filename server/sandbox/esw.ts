import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import express, { Router } from 'express';
import { formatMoney } from '../../domain/money.ts';
import type { EswOrderEvent } from '../commerce/checkout/esw-order.ts';
import { ESW_WEBHOOK_PATH, signWebhook } from '../commerce/checkout/esw-order.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { queryOne } from '../db/database.ts';
import type { EswCheckoutRequest } from '../integrations/esw/esw.ts';
import type { LandedPrice } from '../integrations/esw/landed-price.ts';
import { notFound } from '../lib/errors.ts';
import { escapeHtml } from '../render/escape.ts';
import { redirectWithin } from '../lib/redirect.ts';
import { ownAddress } from './own-address.ts';
import { sandboxPage as page } from './sandbox-page.ts';

interface Session {
  request: EswCheckoutRequest;
  price: LandedPrice;
}

const ADDRESS_FIELDS = [
  ['street', 'Street and number', 'address-line1'],
  ['city', 'Town or city', 'address-level2'],
  ['postcode', 'Postcode', 'postal-code'],
] as const;

/**
 * Where "Pay" sends the order webhook: the configured address, else this server's own
 * listening socket. Never the request's Host, which the shopper's browser (or anyone) writes.
 */
export function webhookUrl(config: Config, socket: Socket): string {
  return config.esw.sandboxWebhookUrl ?? ownAddress(socket, ESW_WEBHOOK_PATH);
}

/**
 * The partner's own checkout, locally: the landed price in the shopper's currency
 * (duties and taxes included), a delivery address, and "Pay", which signs and sends the
 * order webhook to the store and brings the shopper back. Mounted while ESW_PROVIDER=sandbox.
 */
export function eswSandbox(db: Database, config: Config): Router {
  const router = Router();

  const sessionOf = async (id: string) => {
    const row = await queryOne<{ body: Session; status: string }>(db, 'select body, status from esw_sandbox_sessions where id = $1', [id]);
    if (!row) throw notFound('There is no partner checkout here.');
    return row;
  };

  const render = ({ request, price }: Session, problem = '', values: Record<string, string> = {}) => {
    const money = (minor: number) => escapeHtml(formatMoney(minor, price.currency, request.locale));
    const rows = price.lines.map((l) => `<tr><td>${l.quantity} × ${escapeHtml(l.name)}</td><td>${money(l.unitPrice * l.quantity)}</td></tr>`).join('');
    const fields = ADDRESS_FIELDS.map(
      ([name, label, auto]) =>
        `<label for="${name}">${label}</label><input id="${name}" name="${name}" autocomplete="${auto}" required value="${escapeHtml(values[name] ?? '')}">`,
    ).join('');
    return page(
      'Checkout – international partner (sandbox)',
      `<h1>Pay in ${escapeHtml(price.currency)}</h1><p class="muted">International checkout partner (sandbox) for Northvale Cycles, delivering to ${escapeHtml(request.country)}.</p>
<table><tbody>${rows}</tbody><tfoot>
${price.discount ? `<tr><td>Discount</td><td>−${money(price.discount)}</td></tr>` : ''}
<tr><td>International delivery</td><td>${money(price.shipping)}</td></tr>
<tr><td>Import duties</td><td>${money(price.duties)}</td></tr>
<tr><td>Taxes</td><td>${money(price.taxes)}</td></tr>
<tr><th>Total, duties and taxes paid</th><th>${money(price.total)}</th></tr></tfoot></table>
<form method="post">${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
<p class="muted">Delivering to ${escapeHtml(request.customer.firstname)} ${escapeHtml(request.customer.lastname)}</p>${fields}
<button type="submit">Pay ${money(price.total)}</button></form>`,
    );
  };

  router.get('/sandbox/esw/checkout/:id/', async (req, res) => {
    const id = String(req.params['id']);
    const session = await sessionOf(id);
    res.setHeader('Cache-Control', 'no-store');
    if (session.status === 'paid') return void redirectWithin(res, 303, `${session.body.request.returnUrl}?checkout=${encodeURIComponent(id)}`);
    res.type('html').send(render(session.body));
  });

  router.post('/sandbox/esw/checkout/:id/', express.urlencoded({ extended: false, limit: '4kb' }), async (req, res) => {
    const id = String(req.params['id']);
    const session = await sessionOf(id);
    const { request, price } = session.body;
    const form = req.body as Record<string, string | undefined>;
    const values = Object.fromEntries(ADDRESS_FIELDS.map(([name]) => [name, (form[name] ?? '').trim().slice(0, 120)]));
    if (ADDRESS_FIELDS.some(([name]) => !values[name])) {
      res
        .status(400)
        .type('html')
        .send(render(session.body, 'Enter the delivery address: street, town and postcode.', values));
      return;
    }
    if (session.status === 'open') {
      const event: EswOrderEvent = {
        eventId: `evt_${randomBytes(12).toString('base64url')}`,
        type: 'order.completed',
        checkoutId: id,
        cartId: request.cartId,
        customerId: request.customer.id,
        country: request.country,
        currency: price.currency,
        lines: price.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, unitPrice: l.unitPrice })),
        totals: { subtotal: price.subtotal, discount: price.discount, duties: price.duties, taxes: price.taxes, shipping: price.shipping, total: price.total },
        shippingAddress: {
          firstname: request.customer.firstname,
          lastname: request.customer.lastname,
          street: [values['street'] ?? ''],
          city: values['city'] ?? '',
          postcode: values['postcode'] ?? '',
          country_code: request.country,
        },
      };
      const body = JSON.stringify(event);
      const answer = await fetch(webhookUrl(config, req.socket), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'ESW-Signature': signWebhook(config.esw.webhookSecret, body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!answer.ok) {
        const reason = ((await answer.json().catch(() => ({}))) as { error?: string }).error ?? `HTTP ${answer.status}`;
        res
          .status(502)
          .type('html')
          .send(render(session.body, `The store did not accept the order: ${reason}`, values));
        return;
      }
      await db.query(`update esw_sandbox_sessions set status = 'paid' where id = $1`, [id]);
    }
    redirectWithin(res, 303, `${request.returnUrl}?checkout=${encodeURIComponent(id)}`);
  });

  return router;
}
