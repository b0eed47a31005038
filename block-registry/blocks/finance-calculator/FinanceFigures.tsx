import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { FinanceTerms } from '../../../domain/finance/repayments.ts';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import { usePercent } from './use-percent.ts';

/** The finance terms of spec section 3 for the chosen plan. */
export function FinanceFigures({ terms }: { terms: FinanceTerms }) {
  const { t } = useTranslation('finance');
  const money = useMoney().pounds;
  const percent = usePercent();
  const rows: [string, string][] = [
    [t('figures.cashPrice'), money(terms.cashPrice)],
    [t('figures.deposit'), t('depositValue', { percent: terms.depositPercent, amount: money(terms.deposit) })],
    [t('figures.loanAmount'), money(terms.loanAmount)],
    [t('figures.monthlyRepayment'), t('figures.monthlyRepaymentValue', { count: terms.months - 1, amount: money(terms.monthlyRepayment) })],
    [t('figures.finalPayment'), money(terms.finalPayment)],
    [t('figures.apr'), t('figures.aprValue', { apr: percent(terms.apr) })],
    [t('figures.term'), t('figures.termValue', { months: terms.months })],
    [t('figures.arrangementFee'), feeText(terms, money(terms.arrangementFee), t)],
    [t('figures.totalRepayable'), money(terms.totalRepayable)],
  ];
  return (
    <div className="finance-calculator__figures">
      <p className="finance-calculator__headline" aria-live="polite">
        <strong data-testid="monthly-repayment">{t('monthly', { amount: money(terms.monthlyRepayment) })}</strong>{' '}
        <span>{t('monthlyFor', { months: terms.months })}</span>
      </p>
      <dl className="finance-calculator__list" aria-label={t('figures.heading')}>
        {rows.map(([label, value]) => (
          <div key={label} className="finance-calculator__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function feeText(terms: FinanceTerms, amount: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!terms.arrangementFee) return t('figures.feeNone');
  return terms.feePayable === 'on_approval' ? t('figures.feeOnApproval', { amount }) : t('figures.feeFirstInstalment', { amount });
}
