import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { formatMoney } from '../../../domain/money.ts';

const numberLocale = (locale: string) => (locale === 'de' ? 'de-DE' : 'en-GB');

/** Finance is in pounds (UK only); amounts read in the page's language: £1,800.00 or 1.800,00 £. */
export function useGbp(): (pence: number) => string {
  const { locale } = usePageContext();
  return (pence) => formatMoney(pence, 'GBP', numberLocale(locale));
}

/** A rate such as an APR in the page's language, to one decimal place unless it is none: 9.9, 14.0 or 0. */
export function usePercent(): (rate: number) => string {
  const { locale } = usePageContext();
  return (rate) => rate.toLocaleString(numberLocale(locale), { minimumFractionDigits: rate ? 1 : 0, maximumFractionDigits: 1 });
}
