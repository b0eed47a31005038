import { useTranslation } from '../../renderer/kit/hooks/use-translation.ts';
import { useLocalePath } from '../../renderer/kit/hooks/page-context.ts';
import { useFromMonthly } from '../../renderer/kit/hooks/use-from-monthly.ts';
import { useMoney } from '../../renderer/kit/hooks/use-money.ts';
import type { ProductCard } from '../../schemas/generated/index.ts';
import { SmartLink } from '../../renderer/kit/components/smart-link.tsx';

/** Where a bike page's calculator is (`financeCalculatorNode`'s id), and the finance page's. */
const CALCULATOR_ANCHOR = '#finance-calculator';

/**
 * 'From £x a month' on a product card, by the bike page's own rule (`useFromMonthly`): for UK
 * shoppers with finance on, once the plans are in. Its line is kept from the first paint wherever
 * finance is offered, so the figure arriving moves nothing and the server's HTML is the same for
 * everyone. A bike's line opens the calculator on its page; another product's, the finance page.
 */
export function CardFinanceFrom({ product }: { product: CardProduct }) {
  const { offered, reserved, monthly } = useFromMonthly(product.specialPrice ?? product.price);
  return <CardFinanceLine product={product} offered={offered} reserved={reserved} monthly={monthly} />;
}

type CardProduct = Pick<ProductCard, 'name' | 'href' | 'kind' | 'price' | 'specialPrice' | 'currency'>;

/** The line itself: its empty place until a figure is known, or where finance stopped being offered after the page; nothing where it never was. */
export function CardFinanceLine({
  product,
  offered,
  reserved = offered,
  monthly,
}: {
  product: CardProduct;
  offered: boolean;
  reserved?: boolean;
  monthly: number | undefined;
}) {
  const { t } = useTranslation('finance');
  const localePath = useLocalePath();
  const money = useMoney().pounds;
  if (!offered) return reserved ? <p className="product-card__finance" aria-hidden="true" /> : null;
  // Finance is in pounds: a card priced in another currency has no line.
  if (monthly === undefined || product.currency !== 'GBP') return <p className="product-card__finance" aria-hidden="true" />;
  const target = product.kind === 'bike' ? `${product.href}${CALCULATOR_ANCHOR}` : localePath(`/finance/${CALCULATOR_ANCHOR}`);
  return (
    <p className="product-card__finance">
      <SmartLink href={target} className="product-card__finance-link">
        {t('fromMonthly', { amount: money(monthly) })}
        <span className="visually-hidden">{t('cardFinanceOf', { name: product.name })}</span>
      </SmartLink>
    </p>
  );
}
