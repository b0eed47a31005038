import type { V12Deposit, V12Product } from '../../../schemas/generated/index.ts';

export type { V12Deposit, V12Product };

/** What the store asks the provider to lend against: one order's basket, money in pence. */
export interface FinanceApplicationRequest {
  /** Our reference for the application; the provider quotes it back as the order reference in its decision. */
  reference: string;
  productId: string;
  /** The order's total, the deposit the shopper pays the provider, and what is lent (cash price − deposit). */
  cashPrice: number;
  deposit: number;
  loanAmount: number;
  customer: { email: string; firstname: string; lastname: string };
  lines: { sku: string; name: string; quantity: number; unitPrice: number }[];
  /** Where the provider sends the shopper when the application is done, whatever the outcome. */
  returnUrl: string;
  /** Where the provider posts its signed decision. */
  decisionUrl: string;
}

export interface FinanceApplication {
  applicationId: string;
  /** Where the shopper fills in the application: always on the configured provider origin (or the local sandbox). */
  handoffUrl: string;
}

/** The consumer-finance provider (spec section 7: the V12 products and deposits; the application hand-off at checkout). */
export interface FinanceProvider {
  /** Every finance product we may offer; throws IntegrationError when the provider fails. */
  products(): Promise<V12Product[]>;
  /** The deposits the provider accepts; throws IntegrationError when the provider fails. */
  deposits(): Promise<V12Deposit[]>;
  /** Opens an application for an order; its decision comes later, posted to `decisionUrl`. Throws IntegrationError when the provider fails. */
  createApplication(request: FinanceApplicationRequest): Promise<FinanceApplication>;
}
