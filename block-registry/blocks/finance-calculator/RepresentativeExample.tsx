import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { feeText } from './FinanceFigures.tsx';
import type { FinanceTerms } from '../../../domain/finance/repayments.ts';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import { usePercent } from './use-percent.ts';

/** The representative example: the longest term on offer, and among those the lowest APR (spec section 5). */
export function RepresentativeExample({ example }: { example: FinanceTerms }) {
  const { t } = useTranslation('finance');
  const money = useMoney().pounds;
  const percent = usePercent();
  return (
    <aside className="finance-calculator__example" aria-label={t('example.heading')}>
      <p className="finance-calculator__example-heading">{t('example.heading')}</p>
      <p>
        {t('example.text', {
          price: money(example.cashPrice),
          deposit: money(example.deposit),
          loan: money(example.loanAmount),
          months: example.months,
          count: example.months - 1,
          monthly: money(example.monthlyRepayment),
          final: money(example.finalPayment),
          fee: example.arrangementFee ? t('example.fee', { amount: feeText(example, money(example.arrangementFee), t) }) : t('example.noFee'),
          total: money(example.totalRepayable),
          apr: percent(example.apr),
        })}
      </p>
    </aside>
  );
}
