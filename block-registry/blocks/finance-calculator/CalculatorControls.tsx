import { useId } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { depositFor } from '../../../domain/finance/offer-rules.ts';
import { TermChoice } from './TermChoice.tsx';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import { type CalculatorView, calculatorActions } from './use-finance-calculator.ts';

/** Cash price (when the shopper chooses it), deposit and term. */
export function CalculatorControls({ view }: { view: CalculatorView }) {
  const { t } = useTranslation('finance');
  const money = useMoney().pounds;
  const { cashPrice, depositPercent, steps, priceRange, quote } = view;
  const depositText = t('depositValue', { percent: depositPercent, amount: money(depositFor(cashPrice, depositPercent)) });
  return (
    <div className="finance-calculator__controls">
      {priceRange ? (
        <RangeField
          name="cash-price"
          label={t('cashPrice')}
          hint={t('cashPriceHint')}
          min={priceRange.min}
          max={priceRange.max}
          step={priceRange.step}
          value={Math.min(priceRange.max, Math.max(priceRange.min, cashPrice))}
          valueText={money(cashPrice)}
          onChange={calculatorActions.choosePrice}
        />
      ) : null}
      <RangeField
        name="deposit"
        label={t('deposit')}
        min={steps.min}
        max={steps.max}
        step={steps.step}
        value={depositPercent}
        valueText={depositText}
        onChange={calculatorActions.chooseDeposit}
      />
      {quote.kind === 'offers' ? (
        <TermChoice offers={quote.offers} selectedId={quote.selected.product.productId} onChoose={calculatorActions.chooseProduct} />
      ) : null}
    </div>
  );
}

interface RangeFieldProps {
  name: string;
  label: string;
  hint?: string;
  min: number;
  max: number;
  step: number;
  value: number;
  valueText: string;
  onChange(value: number): void;
}

/** A native range input: arrow keys, Page Up/Down, Home and End work; the value is shown beside it and read out. */
function RangeField({ name, label, hint, min, max, step, value, valueText, onChange }: RangeFieldProps) {
  const id = `${useId()}-${name}`;
  return (
    <div className={`finance-calculator__range finance-calculator__range--${name}`}>
      <div className="finance-calculator__range-head">
        <label htmlFor={id} className="finance-calculator__label">
          {label}
        </label>
        <output htmlFor={id} className="finance-calculator__range-value">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        name={name}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {hint ? (
        <p id={`${id}-hint`} className="finance-calculator__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
