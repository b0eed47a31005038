import { useId } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import type { FinanceCalculatorProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { CalculatorControls } from './CalculatorControls.tsx';
import { FinanceFigures } from './FinanceFigures.tsx';
import { RepresentativeExample } from './RepresentativeExample.tsx';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import { type CalculatorView, calculatorActions, useFinanceCalculator } from './use-finance-calculator.ts';

/** The finance calculator (spec sections 3–5 and 9); renders nothing unless finance is on and the shopper is in the UK. */
export function FinanceCalculator({ price, choosePrice = false, headingLevel = 2, blockId }: BlockComponentProps<FinanceCalculatorProps>) {
  const { offered, helpCentreUrl, view } = useFinanceCalculator(price, choosePrice);
  if (!offered) return null;
  return <FinanceCalculatorView blockId={blockId} headingLevel={headingLevel} helpCentreUrl={helpCentreUrl} view={view} />;
}

interface ViewProps {
  blockId: string;
  headingLevel: 2 | 3;
  helpCentreUrl: string | undefined;
  view: CalculatorView;
}

export function FinanceCalculatorView({ blockId, headingLevel, helpCentreUrl, view }: ViewProps) {
  const { t } = useTranslation('finance');
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={blockId} className="finance-calculator" aria-labelledby={headingId}>
      <Heading id={headingId} className="finance-calculator__heading">
        {t('heading')}
      </Heading>
      <p className="finance-calculator__intro">{t('intro')}</p>
      <p className="finance-calculator__note">{t('feeNote')}</p>
      <CalculatorBody view={view} />
      <p className="finance-calculator__legal">{t('legal')}</p>
      {helpCentreUrl ? (
        <p className="finance-calculator__help">
          <SmartLink href={helpCentreUrl}>{t('helpCentre')}</SmartLink>
        </p>
      ) : null}
    </section>
  );
}

function CalculatorBody({ view }: { view: CalculatorView }) {
  const { t } = useTranslation('finance');
  if (view.status === 'loading') {
    return (
      <p className="finance-calculator__status" role="status">
        {t('loading')}
      </p>
    );
  }
  if (view.status === 'error') {
    return (
      <div className="finance-calculator__status finance-calculator__status--error" role="alert">
        <p>{t('error')}</p>
        <button type="button" className="button button--secondary" onClick={calculatorActions.retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const { quote } = view;
  return (
    <div className="finance-calculator__body">
      <CalculatorControls view={view} />
      <div className="finance-calculator__result">
        {quote.kind === 'offers' ? <FinanceFigures terms={quote.selected.terms} /> : <QuoteMessage quote={quote} />}
      </div>
      {quote.kind === 'offers' ? <RepresentativeExample example={quote.example.terms} /> : null}
    </div>
  );
}

function QuoteMessage({ quote }: { quote: Exclude<CalculatorView['quote'], { kind: 'offers' }> }) {
  const { t } = useTranslation('finance');
  const money = useMoney().pounds;
  const message = quote.kind === 'below-minimum' ? t('belowMinimum', { amount: money(quote.minimumAmount) }) : quote.kind === 'no-plan' ? t('noPlan') : null;
  return message ? (
    <p className="finance-calculator__message" role="status">
      {message}
    </p>
  ) : null;
}
