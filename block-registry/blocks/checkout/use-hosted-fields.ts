import { useEffect, useState } from 'react';
import { mountPaymentFields, type PaymentFields } from '../../../renderer/kit/payments/payment-fields.ts';
import type { CheckoutProps } from '../../../schemas/generated/index.ts';

/**
 * Stripe's hosted card fields, mounted once their element is on the page. `challengeOrigin` is
 * the provider's origin, whose 3-D Secure page the checkout may send the shopper to.
 */
export function useHostedFields(payment: CheckoutProps['payment']) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [fields, setFields] = useState<PaymentFields | null>(null);
  const [failed, setFailed] = useState(false);
  const { publishableKey, scriptUrl } = payment;
  useEffect(() => {
    if (!host || !publishableKey || !scriptUrl) return;
    let mounted: PaymentFields | null = null;
    let gone = false;
    mountPaymentFields(host, { publishableKey, scriptUrl }).then(
      (made) => {
        if (gone) return made.destroy();
        mounted = made;
        setFields(made);
      },
      () => setFailed(!gone),
    );
    return () => {
      gone = true;
      mounted?.destroy();
      setFields(null);
    };
  }, [host, publishableKey, scriptUrl]);
  return { ref: setHost, fields, failed, challengeOrigin: scriptUrl ? new URL(scriptUrl).origin : undefined };
}
