import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { Icon } from '../../../renderer/kit/components/icon.tsx';
import { useLocalePath } from '../../../renderer/kit/hooks/page-context.ts';
import type { CheckoutConfirmationProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/** Thanks for the order just placed; the order detail follows as its child. */
export function CheckoutConfirmation({ orderNumber, children }: BlockComponentProps<CheckoutConfirmationProps>) {
  const { t } = useTranslation('checkout');
  const localePath = useLocalePath();
  return (
    <section className="checkout-confirmation" aria-labelledby="checkout-confirmation-title">
      <div className="checkout-confirmation__banner">
        <span className="checkout-confirmation__icon">
          <Icon name="check" size={32} />
        </span>
        <p className="eyebrow">{t('confirmation.eyebrow')}</p>
        <h1 id="checkout-confirmation-title">{t('confirmation.heading', { number: orderNumber })}</h1>
        <p>{t('confirmation.text')}</p>
        <a className="button button--secondary" href={localePath('/my-account/orders/')}>
          {t('confirmation.orders')}
        </a>
      </div>
      {children}
    </section>
  );
}
