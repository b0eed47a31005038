import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { depositSteps, snapDeposit } from '../../../domain/finance/deposit-steps.ts';
import { financeProductOf } from '../../../domain/finance/finance-product.ts';
import { lowestMonthlyRepayment } from '../../../domain/finance/finance-quote.ts';
import { useFinanceOffered } from '../../../renderer/kit/hooks/use-finance-offered.ts';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import { useFinanceStore } from '../../../renderer/kit/stores/finance-store.ts';
import type { FinanceFromProps, V12Deposit, V12Product } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/** The lowest monthly repayment for a price at the shopper's deposit, once the finance data is in. */
export function fromMonthly(price: number, finance: { v12Products: V12Product[] | null; v12Deposits: V12Deposit[] | null; depositPercent: number }) {
  if (!finance.v12Products) return undefined;
  const depositPercent = snapDeposit(finance.depositPercent, depositSteps(finance.v12Deposits));
  return lowestMonthlyRepayment(finance.v12Products.map(financeProductOf), price, depositPercent);
}

/** Brings the calculator into view and moves focus there, so keyboard and screen-reader users land on it too. */
function showCalculator(event: MouseEvent<HTMLAnchorElement>, calculatorId: string) {
  const calculator = document.getElementById(calculatorId);
  if (!calculator) return;
  event.preventDefault();
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  calculator.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (!calculator.hasAttribute('tabindex')) calculator.setAttribute('tabindex', '-1');
  calculator.focus({ preventScroll: true });
}

/**
 * Whether finance is offered to this shopper, and a price's lowest monthly repayment once the
 * finance data is in: the one reading of the 'From £x a month' line for bike pages and product cards.
 */
export function useFromMonthly(price: number): { offered: boolean; monthly: number | undefined } {
  const offered = useFinanceOffered();
  const finance = useFinanceStore(useShallow((s) => ({ v12Products: s.v12Products, v12Deposits: s.v12Deposits, depositPercent: s.depositPercent })));
  return { offered, monthly: offered ? fromMonthly(price, finance) : undefined };
}

/** 'From £x a month' beside a bike's price (UK shoppers, finance on, a plan that finances the price); links to the calculator. */
export function FinanceFrom({ price, calculatorId = 'finance-calculator' }: BlockComponentProps<FinanceFromProps>) {
  const { offered, monthly } = useFromMonthly(price);
  if (!offered) return null;
  // Offered: the line's place is kept from the first paint, so the figure arriving moves nothing.
  return monthly === undefined ? <p className="finance-from" aria-hidden="true" /> : <FinanceFromView monthly={monthly} calculatorId={calculatorId} />;
}

export function FinanceFromView({ monthly, calculatorId }: { monthly: number; calculatorId: string }) {
  const { t } = useTranslation('finance');
  const money = useMoney().pounds;
  return (
    <p className="finance-from">
      <a className="finance-from__link" href={`#${calculatorId}`} onClick={(event) => showCalculator(event, calculatorId)}>
        <span className="finance-from__amount">{t('fromMonthly', { amount: money(monthly) })}</span>{' '}
        <span className="finance-from__more">{t('fromMonthlyMore')}</span>
      </a>
    </p>
  );
}
