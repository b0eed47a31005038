import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { IntegrationError } from '../http-json.ts';
import type { CrossBorderPartner } from './esw.ts';
import { landedPrice } from './landed-price.ts';

export const ESW_SANDBOX_PATH = '/sandbox/esw/checkout/';

/** The local partner: keeps the checkout with its landed price; its page (server/sandbox/esw.ts) takes the payment. */
export function sandboxEsw(db: Queryable, { fails }: { fails: boolean }): CrossBorderPartner {
  return {
    async createCheckout(request) {
      if (fails) throw new IntegrationError('esw', 'the sandbox is set to fail (ESW_SANDBOX_FAIL=true)');
      const id = `esw_${randomBytes(12).toString('base64url')}`;
      const price = landedPrice(request);
      await db.query('insert into esw_sandbox_sessions (id, body) values ($1, $2)', [id, JSON.stringify({ request, price })]);
      return { checkoutId: id, checkoutUrl: `${ESW_SANDBOX_PATH}${id}/` };
    },
  };
}
