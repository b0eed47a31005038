import { type MouseEvent, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../kit/hooks/use-translation.ts';
import { useCustomer } from '../kit/account/customer.ts';
import { CartLine } from '../kit/cart/cart-line.tsx';
import { presentCart } from '../../domain/cart/cart-lines.ts';
import { shopsAbroad } from '../../domain/customer/countries.ts';
import { cartTexts, forgetJustAdded, loadDeliveryInfo, useCartStore } from '../kit/cart/cart-store.ts';
import { CartSummary } from '../kit/cart/cart-summary.tsx';
import { goToCheckoutFor, requestCheckoutAfterSignIn } from '../kit/cart/checkout-target.ts';
import { CouponForm } from '../kit/cart/coupon-form.tsx';
import { Icon } from '../kit/components/icon.tsx';
import { useDialog } from '../kit/hooks/use-dialog.ts';
import { useLocalePath, usePageContext } from '../kit/hooks/page-context.ts';
import { useMenuStore } from '../kit/stores/menu-store.ts';
import { useToastStore } from '../kit/stores/toast-store.ts';

/** The slide-in basket: its lines, the discount code, totals, delivery information and checkout. */
export function CartMenu() {
  const { t } = useTranslation('cart');
  const { locale, shell } = usePageContext();
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
  const deliveryInfo = useCartStore((s) => s.deliveryInfo[locale]);
  const justAdded = useCartStore((s) => s.justAdded);
  const { lines, bikeMissing, count } = presentCart(cart);
  const added = lines.filter((line) => justAdded.includes(line.item.product.sku));
  cartTexts.failed = t('failed');

  useEffect(() => {
    if (open) void loadDeliveryInfo(locale);
  }, [open, locale]);

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
            <>
              <ul className="cart-menu__lines">
                {lines.map((line) => (
                  <CartLine key={line.item.uid} line={line} justAdded={added.includes(line)} />
                ))}
              </ul>
              <CouponForm cart={cart} />
              {shell.location && shopsAbroad(shell.location.code) ? (
                <DeliveryInfo title={t('deliveryAbroadTitle')} text={t('deliveryAbroad', { country: shell.location.name })} />
              ) : deliveryInfo ? (
                <DeliveryInfo title={t('deliveryInfo')} text={deliveryInfo} />
              ) : null}
            </>
          ) : bikeMissing ? null : (
            <EmptyCart onClose={close} />
          )}
        </div>
        {lines.length && cart ? (
          <div className="slide-in__footer cart-menu__footer">
            <CartSummary cart={cart} />
            <CheckoutAction onNavigate={close} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Delivery and returns as the store states them for the shopper's country, a paragraph a line. */
function DeliveryInfo({ title, text }: { title: string; text: string }) {
  return (
    <section className="cart-menu__delivery" aria-labelledby="cart-delivery-title">
      <h3 id="cart-delivery-title">
        <Icon name="truck" size={20} />
        {title}
      </h3>
      {text.split('\n').map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
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

/** Checkout is for signed-in customers; a guest is asked to sign in and comes back to checkout. */
function CheckoutAction({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('cart');
  const localePath = useLocalePath();
  const { data: customer } = useCustomer();
  const showToast = useToastStore((s) => s.show);
  if (customer) {
    const go = async (event: MouseEvent) => {
      event.preventDefault();
      const problem = await goToCheckoutFor(localePath('/checkout/'));
      if (problem) showToast({ message: problem === 'failed' ? t('failed') : problem, tone: 'error' });
    };
    return (
      <a className="button button--primary button--block cart-menu__checkout" href={localePath('/checkout/')} onClick={(e) => void go(e)}>
        <Icon name="lock" size={20} />
        {t('checkout')}
      </a>
    );
  }
  const remember = () => {
    requestCheckoutAfterSignIn();
    onNavigate();
  };
  return (
    <div className="cart-menu__sign-in">
      <p>{t('signInToCheckout')}</p>
      <div className="cart-menu__sign-in-actions">
        <a className="button button--primary" href={localePath('/auth/login/')} onClick={remember}>
          {t('signIn')}
        </a>
        <a className="button button--secondary" href={localePath('/auth/register/')} onClick={remember}>
          {t('register')}
        </a>
      </div>
    </div>
  );
}
