import { useDeferredValue } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { depositSteps, snapDeposit } from '../../../domain/finance/deposit-steps.ts';
import { financeProductOf } from '../../../domain/finance/finance-product.ts';
import { lowestMonthlyRepayment } from '../../../domain/finance/finance-quote.ts';
import type { V12Deposit, V12Product } from '../../../schemas/generated/index.ts';
import { useFinanceStore } from '../stores/finance-store.ts';
import { useFinanceOffered } from './use-finance-offered.ts';
import { financeOffered } from '../../../domain/finance/offer-rules.ts';
import { usePageContext } from './page-context.ts';

/** The lowest monthly repayment for a price at the shopper's deposit, once the finance data is in. */
export function fromMonthly(price: number, finance: { v12Products: V12Product[] | null; v12Deposits: V12Deposit[] | null; depositPercent: number }) {
  if (!finance.v12Products) return undefined;
  const depositPercent = snapDeposit(finance.depositPercent, depositSteps(finance.v12Deposits));
  return lowestMonthlyRepayment(finance.v12Products.map(financeProductOf), price, depositPercent);
}

/**
 * Whether finance is offered to this shopper, whether the line keeps its place (offered, or the
 * page was written for a country it is offered in and the shopper's own country arrived after it:
 * nothing moves, as with the duties note), and a price's lowest monthly repayment once the finance
 * data is in: the one reading of the 'From £x a month' line for bike pages and product cards.
 */
export function useFromMonthly(price: number): { offered: boolean; reserved: boolean; monthly: number | undefined } {
  const offered = useFinanceOffered();
  const { shell, pageCountry } = usePageContext();
  const reserved = offered || financeOffered(shell.finance?.enabled ?? false, pageCountry);
  // A store's change renders at once, and a lister has a line on every card: the lines take the
  // new figures in a render React may slice and interrupt, as a transition.
  const finance = useDeferredValue(
    useFinanceStore(useShallow((s) => ({ v12Products: s.v12Products, v12Deposits: s.v12Deposits, depositPercent: s.depositPercent }))),
  );
  return { offered, reserved, monthly: offered ? fromMonthly(price, finance) : undefined };
}
