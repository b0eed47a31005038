import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../kit/hooks/use-translation.ts';
import { presentCart } from '../../domain/cart/cart-lines.ts';
import { cartTexts, forgetJustAdded, loadDeliveryInfo, useCartStore } from '../kit/cart/cart-store.ts';
import { Icon } from '../kit/components/icon.tsx';
import { useDialog } from '../kit/hooks/use-dialog.ts';
import { usePageContext } from '../kit/hooks/page-context.ts';
import { useMenuStore } from '../kit/stores/menu-store.ts';

/**
 * What the basket shows once it holds something (its lines, the discount code, delivery, totals
 * and checkout) is a chunk of its own: every page is sent with an empty basket. The chunk loads
 * when the shopper's basket arrives with lines, or as their first item is on its way in.
 */
const loadContents = () => import('./cart-contents.tsx');
const CartBody = lazy(() => loadContents().then((module) => ({ default: module.CartBody })));
const CartFooter = lazy(() => loadContents().then((module) => ({ default: module.CartFooter })));

/** The slide-in basket: its lines, the discount code, totals, delivery information and checkout. */
export function CartMenu() {
  const { t } = useTranslation('cart');
  const { locale } = usePageContext();
  const open = useMenuStore((s) => s.cartOpen);
  const toggleCart = useMenuStore((s) => s.toggleCart);
  const close = useCallback(() => {
    toggleCart(false);
    forgetJustAdded();
  }, [toggleCart]);
  const panel = useRef<HTMLDivElement>(null);
  useDialog(panel, open, close);
  const cart = useCartStore((s) => s.cart);
  const error = useCartStore((s) => s.error);
  const busy = useCartStore((s) => s.busy);
  const justAdded = useCartStore((s) => s.justAdded);
  const { lines, bikeMissing, count } = presentCart(cart);
  const added = lines.filter((line) => justAdded.includes(line.item.product.sku));
  cartTexts.failed = t('failed');

  useEffect(() => {
    if (open) void loadDeliveryInfo(locale);
  }, [open, locale]);
  useEffect(() => {
    if (busy) void loadContents();
  }, [busy]);

  return (
    <div className={`slide-in slide-in--right${open ? ' is-open' : ''}`} hidden={!open}>
      <button type="button" className="slide-in__backdrop" tabIndex={-1} aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        id="cart-menu"
        className="slide-in__panel cart-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-menu-title"
        aria-busy={busy || undefined}
        tabIndex={-1}
      >
        <div className="slide-in__header">
          <h2 id="cart-menu-title" className="slide-in__title">
            {t('title')}
            {count ? <span className="cart-menu__count">{t('itemCount', { count })}</span> : null}
          </h2>
          <button type="button" className="icon-button" onClick={close}>
            <Icon name="close" />
            <span className="visually-hidden">{t('common:closeCart')}</span>
          </button>
        </div>
        <div className="slide-in__body cart-menu__body">
          <div className="cart-menu__alerts" role="alert">
            {error ? (
              <p className="cart-menu__error">
                <Icon name="alert" size={20} />
                {error}
              </p>
            ) : null}
          </div>
          {bikeMissing ? (
            <div className="cart-menu__notice">
              <p className="cart-menu__notice-title">{t('bikeMissing')}</p>
              <p>{t('bikeMissingHint')}</p>
            </div>
          ) : null}
          {added.length && !error ? (
            <p className="cart-menu__added" role="status">
              <Icon name="check" size={20} />
              {t('justAdded', { name: added.map((line) => line.item.product.name).join(', ') })}
            </p>
          ) : null}
          {lines.length && cart ? (
            <Suspense fallback={null}>
              <CartBody cart={cart} lines={lines} added={added} />
            </Suspense>
          ) : bikeMissing ? null : (
            <EmptyCart onClose={close} />
          )}
        </div>
        {lines.length && cart ? (
          <Suspense fallback={null}>
            <CartFooter cart={cart} onNavigate={close} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

function EmptyCart({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="cart-menu__empty">
      <span className="cart-menu__empty-icon">
        <Icon name="cart" size={32} />
      </span>
      <p className="cart-menu__empty-title">{t('cartIsEmpty')}</p>
      <p className="cart-menu__empty-text">{t('shell:cartEmptyHint')}</p>
      <button type="button" className="button button--primary" onClick={onClose}>
        {t('continueShopping')}
      </button>
    </div>
  );
}
