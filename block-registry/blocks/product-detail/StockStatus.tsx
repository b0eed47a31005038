import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { dateTimeFormat, intlLocale } from '../../../domain/locale.ts';

/** In stock (or only a few left) with the dispatch date, or 'Currently Sold Out'. */
export function StockStatus({ stockQty, dispatchDate }: { stockQty: number; dispatchDate: string }) {
  const { t } = useTranslation('catalog');
  const { locale } = usePageContext();
  if (stockQty === 0) return <p className="stock-status stock-status--out">{t('soldOut')}</p>;
  const date = dateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${dispatchDate}T00:00:00Z`),
  );
  return (
    <p className="stock-status stock-status--in">
      <strong>{stockQty <= 3 ? t('lowStock', { count: stockQty }) : t('inStock')}</strong> · {t('dispatchBy', { date })}
    </p>
  );
}
