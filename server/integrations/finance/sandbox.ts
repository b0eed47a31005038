import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { IntegrationError } from '../http-json.ts';
import type { FinanceProvider, V12Deposit, V12Product } from './finance-provider.ts';

/**
 * What a retailer's V12 account typically offers: interest-free plans that want a
 * deposit, and classic plans with fixed monthly repayments; some carry an arrangement
 * fee, paid on approval or with the first instalment.
 */
export const SANDBOX_PRODUCTS: readonly V12Product[] = [
  interestFree('IF12', 12, { min: 500, max: 10000 }),
  interestFree('IF24', 24, { min: 1000, max: 7500, fee: 29, payable: 'first_instalment' }),
  interestFree('IF36', 36, { min: 1500, max: 5000, fee: 49, payable: 'on_approval' }),
  classic('CL24', 24, 14.9, { min: 500, max: 10000 }),
  classic('CL36', 36, 12.9, { min: 750, max: 10000, fee: 25, payable: 'first_instalment' }),
  classic('CL48', 48, 9.9, { min: 1000, max: 10000 }),
];

/** 0 % to 50 % in steps of 5 (spec section 9: deposit minimum 0 %, maximum 50 %). */
export const SANDBOX_DEPOSITS: readonly V12Deposit[] = Array.from({ length: 11 }, (_, step) => ({ deposit_id: `DEP${step * 5}`, percentage: step * 5 }));

interface Limits {
  min: number;
  max: number;
  fee?: number;
  payable?: V12Product['arrangement_fee_payable'];
}

function interestFree(id: string, months: number, limits: Limits): V12Product {
  return product(`${id}-0`, `Interest free ${months} months`, 'interest_free', months, 0, limits);
}

function classic(id: string, months: number, apr: number, limits: Limits): V12Product {
  return product(`${id}-${String(apr).replace('.', '')}`, `Classic credit ${months} months`, 'classic', months, apr, limits);
}

function product(id: string, name: string, type: V12Product['product_type'], months: number, apr: number, limits: Limits): V12Product {
  return {
    product_id: id,
    name,
    product_type: type,
    months,
    apr,
    rb_min_loan: limits.min,
    rb_max_loan: limits.max,
    arrangement_fee: limits.fee ?? 0,
    arrangement_fee_payable: limits.payable ?? 'on_approval',
  };
}

export const FINANCE_SANDBOX_PATH = '/sandbox/finance/application/';

/**
 * The local stand-in for the finance provider; `fails` makes every call fail, to show the degraded
 * page. Applications are kept in `db`; their page (server/sandbox/finance.ts) lets the shopper
 * approve or decline, and posts the signed decision to the store.
 */
export function sandboxFinance({ fails = false, db }: { fails?: boolean; db?: Queryable } = {}): FinanceProvider {
  const refuse = () => {
    throw new IntegrationError('finance', 'the sandbox is set to fail (FINANCE_SANDBOX_FAIL=true)');
  };
  return {
    async products() {
      if (fails) refuse();
      return SANDBOX_PRODUCTS.map((p) => ({ ...p }));
    },
    async deposits() {
      if (fails) refuse();
      return SANDBOX_DEPOSITS.map((d) => ({ ...d }));
    },
    async createApplication(request) {
      if (fails) refuse();
      if (!db) throw new IntegrationError('finance', 'the sandbox keeps applications in the store database, and has none');
      const id = `app_${randomBytes(12).toString('base64url')}`;
      await db.query('insert into finance_sandbox_applications (id, body) values ($1, $2)', [id, JSON.stringify(request)]);
      return { applicationId: id, handoffUrl: `${FINANCE_SANDBOX_PATH}${id}/` };
    },
  };
}
