import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useShallow } from 'zustand/react/shallow';
import { depositSteps, snapDeposit } from '../../../domain/finance/deposit-steps.ts';
import { financeProductOf } from '../../../domain/finance/finance-product.ts';
import { type FinanceQuote, financeQuote } from '../../../domain/finance/finance-quote.ts';
import { depositFor } from '../../../domain/finance/offer-rules.ts';
import { planLabel } from '../../../domain/finance/repayments.ts';
import { intlLocale, numberFormat } from '../../../domain/locale.ts';
import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { useFinanceOffered } from '../../../renderer/kit/hooks/use-finance-offered.ts';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import { useFinanceStore } from '../../../renderer/kit/stores/finance-store.ts';

/** The plan and deposit the shopper chose to pay with. */
export interface FinanceChoice {
  productId: string | null;
  depositPercent: number;
}

/**
 * The plans on offer for the order's total at the chosen deposit, by the calculator's own rules
 * (`financeQuote`); `none` while finance is not offered to this shopper or its data is not in.
 */
export function useCheckoutFinance(total: number, choice: FinanceChoice): { quote: FinanceQuote; steps: ReturnType<typeof depositSteps> } {
  const offered = useFinanceOffered();
  const { v12Products, v12Deposits } = useFinanceStore(useShallow((s) => ({ v12Products: s.v12Products, v12Deposits: s.v12Deposits })));
  const steps = depositSteps(v12Deposits);
  if (!offered || !v12Products) return { quote: { kind: 'none' }, steps };
  const deposit = snapDeposit(choice.depositPercent, steps);
  return { quote: financeQuote(v12Products.map(financeProductOf), total, deposit, choice.productId), steps };
}

/** The calculator's own words for a kind of plan: `planInterestFree`, `planNoInterestWithFee`, `planClassic`. */
function planMessage(label: ReturnType<typeof planLabel>): string {
  return `plan${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}

interface CheckoutFinanceProps {
  id: string;
  /** The order's total in pence, which the deposit is a share of. */
  total: number;
  quote: FinanceQuote;
  steps: ReturnType<typeof depositSteps>;
  choice: FinanceChoice;
  onChoose: (choice: FinanceChoice) => void;
}

/** Paying with finance: the deposit, then a plan among those offered for the order, each with its monthly repayment. */
export function CheckoutFinance({ id, total, quote, steps, choice, onChoose }: CheckoutFinanceProps) {
  const { t } = useTranslation('checkout');
  const { t: tf } = useTranslation('finance');
  const money = useMoney().pounds;
  const { locale } = usePageContext();
  const rate = (apr: number) => numberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(apr);
  const deposits: number[] = [];
  for (let step = steps.min; step <= steps.max; step += steps.step) deposits.push(step);
  const selected = quote.kind === 'offers' ? quote.selected : undefined;
  return (
    <div className="checkout-finance">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-finance-deposit`}>
          {t('financeDeposit')}
        </label>
        <select
          id={`${id}-finance-deposit`}
          className="input"
          value={snapDeposit(choice.depositPercent, steps)}
          onChange={(event) => onChoose({ ...choice, depositPercent: Number(event.target.value) })}
        >
          {deposits.map((step) => (
            <option key={step} value={step}>
              {tf('depositValue', { percent: step, amount: money(depositFor(total, step)) })}
            </option>
          ))}
        </select>
      </div>
      {quote.kind === 'offers' ? (
        <fieldset className="checkout-choices">
          <legend className="field__label">{t('financePlan')}</legend>
          {quote.offers.map(({ product, terms }) => (
            <label key={product.productId} className="checkout-choice">
              <input
                type="radio"
                name="financePlan"
                value={product.productId}
                checked={selected?.product.productId === product.productId}
                onChange={() => onChoose({ ...choice, productId: product.productId })}
              />
              <span className="checkout-choice__text">
                <strong>{tf('monthly', { amount: money(terms.monthlyRepayment) })}</strong>
                <span>
                  {tf('termOption', { months: terms.months })} · {tf('aprValue', { apr: rate(terms.apr) })} · {tf(planMessage(planLabel(product, terms)))}
                </span>
              </span>
              <span className="checkout-choice__price">{t('financeTotalRepayable', { amount: money(terms.totalRepayable) })}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="field__error" role="status">
          {quote.kind === 'below-minimum' ? tf('belowMinimum', { amount: money(quote.minimumAmount) }) : tf('noPlan')}
        </p>
      )}
      {selected ? (
        <p className="checkout-step__hint">
          {t('financeSummary', {
            loan: money(selected.terms.loanAmount),
            total: money(selected.terms.totalRepayable),
            apr: rate(selected.terms.apr),
          })}
        </p>
      ) : null}
    </div>
  );
}
