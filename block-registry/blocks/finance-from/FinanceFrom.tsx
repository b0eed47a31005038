import type { MouseEvent } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useFromMonthly } from '../../../renderer/kit/hooks/use-from-monthly.ts';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import type { FinanceFromProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

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

/** 'From £x a month' beside a bike's price (UK shoppers, finance on, a plan that finances the price); links to the calculator. */
export function FinanceFrom({ price, calculatorId = 'finance-calculator' }: BlockComponentProps<FinanceFromProps>) {
  const { offered, reserved, monthly } = useFromMonthly(price);
  if (!offered) return reserved ? <p className="finance-from" aria-hidden="true" /> : null;
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
