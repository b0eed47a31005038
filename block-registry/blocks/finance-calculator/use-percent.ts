import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { intlLocale, numberFormat } from '../../../domain/locale.ts';

/** A rate such as an APR in the page's language, to one decimal place unless it is none: 9.9, 14.0 or 0. */
export function usePercent(): (rate: number) => string {
  const { locale } = usePageContext();
  return (rate) => numberFormat(intlLocale(locale), { minimumFractionDigits: rate ? 1 : 0, maximumFractionDigits: 1 }).format(rate);
}
