import { useTranslation } from '../../renderer/kit/hooks/use-translation.ts';
import { shopsAbroad } from '../../domain/customer/countries.ts';
import { usePageContext } from '../../renderer/kit/hooks/page-context.ts';
import { useMoney } from '../../renderer/kit/hooks/use-money.ts';

interface PriceProps {
  price: number;
  specialPrice: number | null;
  currency: string;
  /** "From £1,299" on a bike model. */
  from?: boolean;
}

/** The price; a special price shows the old one struck through and the yellow save label. */
export function Price({ price, specialPrice, currency, from = false }: PriceProps) {
  const { t } = useTranslation('catalog');
  const { listPrice } = useMoney();
  const money = (minor: number) => listPrice(minor, currency);
  const current = specialPrice ?? price;
  const text = from ? t('fromPrice', { price: money(current) }) : money(current);
  if (specialPrice === null || specialPrice >= price) return <p className="price">{text}</p>;
  return (
    <p className="price price--special">
      <span className="price__now">
        <span className="visually-hidden">{t('nowPrice', { price: '' })}</span>
        {text}
      </span>{' '}
      <s className="price__was">
        <span className="visually-hidden">{t('wasPrice', { price: '' })}</span>
        {money(price)}
      </s>{' '}
      <span className="save-label">{t('save', { amount: money(price - specialPrice) })}</span>
    </p>
  );
}

/**
 * Beside prices for a shopper abroad: the partner adds duties and taxes at its checkout (no landed
 * price is known per product). For a UK shopper the note keeps its place, unseen and unread, so
 * nothing moves when a country abroad arrives after the page (docs/decisions/016).
 */
export function DutiesNote({ className }: { className?: string }) {
  const { t } = useTranslation('catalog');
  const { shell } = usePageContext();
  const abroad = shopsAbroad(shell.location?.code);
  const classes = ['price-note', ...(abroad ? [] : ['price-note--reserved']), ...(className ? [className] : [])].join(' ');
  return (
    <p className={classes} aria-hidden={abroad ? undefined : true}>
      {t('dutiesAtCheckout')}
    </p>
  );
}
