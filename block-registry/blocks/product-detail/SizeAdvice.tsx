import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { ProductDetailProps } from '../../../schemas/generated/index.ts';
import { recommendSize, type SizeAdvice as Advice } from '../../catalog/size-advice.ts';
import { sizeLabel } from './size-label.ts';

interface SizeAdviceProps {
  sizes: string[];
  geometry: NonNullable<ProductDetailProps['geometry']>;
  onSelect(size: string): void;
}

/** Height and inside leg in, a frame size out, with the reason from this bike's geometry. */
export function SizeAdvice({ sizes, geometry, onSelect }: SizeAdviceProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [height, setHeight] = useState('');
  const [inseam, setInseam] = useState('');
  const [advice, setAdvice] = useState<Advice | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdvice(recommendSize(geometry, sizes, { heightCm: height.trim() ? Number(height) : Number.NaN, inseamCm: inseam.trim() ? Number(inseam) : Number.NaN }));
  };
  const problem = (field: 'height' | 'inseam') =>
    advice?.kind === 'invalid' && advice.field === field ? t(`sizeAdvice.invalid_${field}_${advice.problem}`) : null;
  const field = (name: 'height' | 'inseam', value: string, set: (v: string) => void) => {
    const error = problem(name);
    return (
      <div className="size-advice__field">
        <label htmlFor={`${id}-${name}`}>{t(`sizeAdvice.${name}`)}</label>
        <input
          id={`${id}-${name}`}
          className="input"
          type="number"
          inputMode="decimal"
          min={name === 'height' ? 120 : 50}
          max={name === 'height' ? 220 : 110}
          value={value}
          onChange={(e) => set(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-${name}-error`} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="size-advice" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('sizeAdvice.title')}</h3>
      <div className="size-advice__fields">
        {field('height', height, setHeight)}
        {field('inseam', inseam, setInseam)}
        <button type="submit" className="button button--secondary">
          {t('sizeAdvice.submit')}
        </button>
      </div>
      <div className="size-advice__result" aria-live="polite">
        {advice?.kind === 'size' ? (
          <>
            <p>
              <strong>{t('sizeAdvice.recommend', { size: sizeLabel(advice.size, '') })}</strong>{' '}
              {t(advice.check === 'standover' ? 'sizeAdvice.reasonStandover' : 'sizeAdvice.reasonSeatTube', {
                inseam: inseam.trim(),
                frame: advice.frameMm,
                clearance: advice.clearanceMm,
              })}
              {advice.steppedDown ? ` ${t('sizeAdvice.steppedDown')}` : ''}
            </p>
            <button type="button" className="button button--primary" onClick={() => onSelect(advice.size)}>
              {t('sizeAdvice.choose', { size: sizeLabel(advice.size, '') })}
            </button>
          </>
        ) : null}
        {advice?.kind === 'too-small' ? (
          <p>{t('sizeAdvice.tooSmall', { size: sizeLabel(advice.size, ''), frame: advice.frameMm, inseam: advice.inseamMm })}</p>
        ) : null}
      </div>
    </form>
  );
}
