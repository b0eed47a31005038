import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { SavingsEstimate } from './SavingsEstimate.tsx';
import type { CreatedQuote } from './submit-quote.ts';

/** The quote reference, where the email went and the savings; focus moves here so the result is announced. */
export function QuoteSuccess({ quote, onAnother }: { quote: CreatedQuote; onAnother(): void }) {
  const { t } = useTranslation('cycletowork');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="c2w-success">
      <h2 ref={heading} tabIndex={-1} className="c2w-success__heading">
        {t('success.heading')}
      </h2>
      <p className="c2w-success__reference">
        <span>{t('success.reference')}</span> <strong data-testid="quote-reference">{quote.reference}</strong>
      </p>
      <p>{t('success.text', { email: quote.emailedTo })}</p>
      <SavingsEstimate total={quote.total} />
      <button type="button" className="button button--secondary" onClick={onAnother}>
        {t('success.another')}
      </button>
    </div>
  );
}
