import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { Icon } from '../../../renderer/kit/components/icon.tsx';
import type { FinanceOutcome } from './use-finance-payment.ts';

/** Back from the finance provider without an approval: how the application stands, and that the basket is kept for paying by card. */
export function FinanceOutcomeNote({ outcome }: { outcome: FinanceOutcome | null }) {
  const { t } = useTranslation('checkout');
  if (!outcome) return null;
  return (
    <p className="checkout__error checkout__partner" role="alert">
      <Icon name="alert" size={20} />
      {t(`finance_${outcome}`)}
    </p>
  );
}
