import { useId } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { FinanceOffer } from '../../../domain/finance/finance-quote.ts';
import { planLabel } from '../../../domain/finance/repayments.ts';
import { usePercent } from './use-percent.ts';

const PLAN_MESSAGES = { interestFree: 'planInterestFree', noInterestWithFee: 'planNoInterestWithFee', classic: 'planClassic' } as const;

/** The plans on offer as one radio group: term, APR (its fee included) and the kind of plan. */
export function TermChoice({ offers, selectedId, onChoose }: { offers: FinanceOffer[]; selectedId: string; onChoose(productId: string): void }) {
  const { t } = useTranslation('finance');
  const name = useId();
  const percent = usePercent();
  return (
    <fieldset className="finance-calculator__terms">
      <legend className="finance-calculator__label">{t('term')}</legend>
      <div className="finance-calculator__term-list">
        {offers.map(({ product, terms }) => (
          <label key={product.productId} className="finance-calculator__term">
            <input type="radio" name={name} value={product.productId} checked={product.productId === selectedId} onChange={() => onChoose(product.productId)} />
            <span className="finance-calculator__term-months">{t('termOption', { months: product.months })}</span>
            <span className="finance-calculator__term-detail">
              {t('aprValue', { apr: percent(terms.apr) })} · {t(PLAN_MESSAGES[planLabel(product, terms)])}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
