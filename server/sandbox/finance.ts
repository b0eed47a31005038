import { randomBytes } from 'node:crypto';
import express, { Router } from 'express';
import { formatMoney } from '../../domain/money.ts';
import { FINANCE_DECISION_PATH } from '../commerce/finance/finance-application.ts';
import type { FinanceDecision, FinanceDecisionStatus } from '../commerce/finance/finance-decision.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { queryOne } from '../db/database.ts';
import type { FinanceApplicationRequest } from '../integrations/finance/finance-provider.ts';
import { FINANCE_SANDBOX_PATH } from '../integrations/finance/sandbox.ts';
import { notFound } from '../lib/errors.ts';
import { redirectWithin } from '../lib/redirect.ts';
import { signWebhook } from '../lib/webhook-signature.ts';
import { escapeHtml } from '../render/escape.ts';
import { ownAddress } from './own-address.ts';
import { sandboxPage } from './sandbox-page.ts';

const CHOICES: Record<string, FinanceDecisionStatus> = { approve: 'approved', decline: 'declined', refer: 'referred', cancel: 'cancelled' };

/**
 * The finance provider's application page, locally: the loan applied for, and "Approve" or
 * "Decline" (or refer it, or cancel it), which signs and posts the decision to the store as the
 * provider would, then sends the shopper back. Mounted while FINANCE_PROVIDER=sandbox.
 */
export function financeSandbox(db: Database, config: Config): Router {
  const router = Router();
  const path = `${FINANCE_SANDBOX_PATH}:id/`;

  const applicationOf = async (id: string) => {
    const row = await queryOne<{ body: FinanceApplicationRequest; status: string }>(db, 'select body, status from finance_sandbox_applications where id = $1', [
      id,
    ]);
    if (!row) throw notFound('There is no finance application here.');
    return row;
  };

  const render = (request: FinanceApplicationRequest, problem = '') => {
    const money = (pence: number) => escapeHtml(formatMoney(pence, 'GBP', 'en-GB'));
    const rows = request.lines.map((l) => `<tr><td>${l.quantity} × ${escapeHtml(l.name)}</td><td>${money(l.unitPrice * l.quantity)}</td></tr>`).join('');
    return sandboxPage(
      'Finance application – finance provider (sandbox)',
      `<h1>Your finance application</h1><p class="muted">Finance provider (sandbox) for Northvale Cycles. Plan ${escapeHtml(request.productId)}, applicant ${escapeHtml(
        `${request.customer.firstname} ${request.customer.lastname}`,
      )}.</p>
<table><tbody>${rows}</tbody><tfoot>
<tr><td>Cash price</td><td>${money(request.cashPrice)}</td></tr>
<tr><td>Deposit</td><td>${money(request.deposit)}</td></tr>
<tr><th>Loan amount</th><th>${money(request.loanAmount)}</th></tr></tfoot></table>
<form method="post">${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
<button type="submit" name="decision" value="approve">Approve the application</button>
<button type="submit" name="decision" value="decline" class="secondary">Decline the application</button>
<button type="submit" name="decision" value="refer" class="secondary">Refer for review</button>
<button type="submit" name="decision" value="cancel" class="secondary">Cancel and return to the shop</button></form>`,
    );
  };

  /** The store's return address: on this server, so the shopper goes back to its path. */
  const back = (request: FinanceApplicationRequest) => {
    const url = new URL(request.returnUrl);
    return `${url.pathname}${url.search}`;
  };

  router.get(path, async (req, res) => {
    const { body, status } = await applicationOf(String(req.params['id']));
    res.setHeader('Cache-Control', 'no-store');
    if (status !== 'open' && status !== 'referred') return void redirectWithin(res, 303, back(body));
    res.type('html').send(render(body));
  });

  router.post(path, express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const id = String(req.params['id']);
    const { body: request, status } = await applicationOf(id);
    const choice = CHOICES[String((req.body as Record<string, unknown>)['decision'] ?? '')];
    if (!choice) return void res.status(400).type('html').send(render(request, 'Choose approve, decline, refer or cancel.'));
    if (status === 'open' || status === 'referred') {
      const decision: FinanceDecision = {
        eventId: `evt_${randomBytes(12).toString('base64url')}`,
        applicationId: id,
        reference: request.reference,
        status: choice,
        cashPrice: request.cashPrice,
        deposit: request.deposit,
        loanAmount: request.loanAmount,
      };
      const body = JSON.stringify(decision);
      const answer = await fetch(config.finance.sandboxDecisionUrl ?? ownAddress(req.socket, FINANCE_DECISION_PATH), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Finance-Signature': signWebhook(config.finance.decisionSecret, body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!answer.ok) {
        const reason = ((await answer.json().catch(() => ({}))) as { error?: string }).error ?? `HTTP ${answer.status}`;
        return void res
          .status(502)
          .type('html')
          .send(render(request, `The shop did not accept the decision: ${reason}`));
      }
      await db.query('update finance_sandbox_applications set status = $2 where id = $1', [id, choice]);
    }
    redirectWithin(res, 303, back(request));
  });

  return router;
}
