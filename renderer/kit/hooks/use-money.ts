import { intlLocale } from '../../../domain/locale.ts';
import { type MoneyFormat, moneyFormat } from '../../../domain/money.ts';
import { usePageContext } from './page-context.ts';

/** The page's money formats: in the page's language, and for the shopper's country and currency (`MoneyFormat`). */
export function useMoney(): MoneyFormat {
  const { locale, shell } = usePageContext();
  return moneyFormat(intlLocale(locale), shell.location);
}
