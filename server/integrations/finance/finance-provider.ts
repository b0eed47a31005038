import type { V12Deposit, V12Product } from '../../../schemas/generated/index.ts';

export type { V12Deposit, V12Product };

/** The consumer-finance provider (spec section 7: the V12 products and deposits the calculator offers). */
export interface FinanceProvider {
  /** Every finance product we may offer; throws IntegrationError when the provider fails. */
  products(): Promise<V12Product[]>;
  /** The deposits the provider accepts; throws IntegrationError when the provider fails. */
  deposits(): Promise<V12Deposit[]>;
}
