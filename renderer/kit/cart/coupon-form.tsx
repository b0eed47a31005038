import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../hooks/use-translation.ts';
import { Icon } from '../components/icon.tsx';
import type { Cart } from '../../../domain/cart/cart-types.ts';
import { applyCoupon, removeCoupon, useCartStore } from './cart-store.ts';

/** The discount code form, or the applied code with its remove button. */
export function CouponForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const id = useId();
  const busy = useCartStore((s) => s.busy);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const applied = cart.applied_coupons?.[0]?.code;

  if (applied) {
    return (
      <div className="cart-coupon cart-coupon--applied">
        <span className="cart-coupon__chip">
          <Icon name="check" size={18} />
          {t('couponApplied', { code: applied })}
        </span>
        <button type="button" className="cart-coupon__remove" onClick={() => void removeCoupon()} aria-label={t('couponRemove', { code: applied })}>
          <Icon name="close" size={18} />
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = code.trim();
    if (!entered) {
      setProblem(t('couponRequired'));
      return;
    }
    const refused = await applyCoupon(entered);
    setProblem(refused);
    if (!refused) setCode('');
  };

  return (
    <form className="cart-coupon" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-code`} className="cart-coupon__label">
        {t('couponLabel')}
      </label>
      <div className="cart-coupon__row">
        <input
          id={`${id}-code`}
          className="input cart-coupon__input"
          name="couponCode"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <button type="submit" className="button button--secondary cart-coupon__apply" aria-disabled={busy || undefined}>
          {t('couponApply')}
        </button>
      </div>
      <p id={`${id}-problem`} className="field__error cart-coupon__problem" role="alert">
        {problem ?? ''}
      </p>
    </form>
  );
}
