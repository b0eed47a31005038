import type { MouseEvent } from 'react';
import type { CartLine as CartLineView } from '../../domain/cart/cart-lines.ts';
import type { Cart } from '../../domain/cart/cart-types.ts';
import { shopsAbroad } from '../../domain/customer/countries.ts';
import { useCustomer } from '../kit/account/customer.ts';
import { CartLine } from '../kit/cart/cart-line.tsx';
import { useCartStore } from '../kit/cart/cart-store.ts';
import { CartSummary } from '../kit/cart/cart-summary.tsx';
import { goToCheckoutFor, requestCheckoutAfterSignIn } from '../kit/cart/checkout-target.ts';
import { CouponForm } from '../kit/cart/coupon-form.tsx';
import { Icon } from '../kit/components/icon.tsx';
import { useLocalePath, usePageContext } from '../kit/hooks/page-context.ts';
import { useTranslation } from '../kit/hooks/use-translation.ts';
import { useToastStore } from '../kit/stores/toast-store.ts';

/** The basket's lines, the discount code and delivery, for the slide-in basket's body (cart-menu.tsx). */
export function CartBody({ cart, lines, added }: { cart: Cart; lines: CartLineView[]; added: CartLineView[] }) {
  const { t } = useTranslation('cart');
  const { locale, shell } = usePageContext();
  const deliveryInfo = useCartStore((s) => s.deliveryInfo[locale]);
  return (
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
  );
}

/** The basket's totals and the way to checkout, at the foot of the slide-in basket. */
export function CartFooter({ cart, onNavigate }: { cart: Cart; onNavigate: () => void }) {
  return (
    <div className="slide-in__footer cart-menu__footer">
      <CartSummary cart={cart} />
      <CheckoutAction onNavigate={onNavigate} />
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
