import { useEffect, useState } from 'react';
import { financeProductOf } from '../../../domain/finance/finance-product.ts';
import { financeQuote } from '../../../domain/finance/finance-quote.ts';
import { requestJson } from '../../../renderer/kit/http-client.ts';
import { DEFAULT_DEPOSIT_PERCENT, useFinanceStore } from '../../../renderer/kit/stores/finance-store.ts';
import type { CheckoutFinanceApplicationRequest } from '../../../schemas/generated/index.ts';
import { type FinanceChoice, useCheckoutFinance } from './CheckoutFinance.tsx';

export type PayWith = 'card' | 'finance';
/** How an application the shopper came back from stands (`/checkout/?finance=…`), read after hydration. */
export type FinanceOutcome = 'declined' | 'cancelled' | 'referred' | 'pending';
const OUTCOMES: readonly string[] = ['declined', 'cancelled', 'referred', 'pending'];

/** The provider's application page: a path of this site (the local sandbox) or an https address. */
function isApplicationPage(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Paying with finance at the checkout: whether the order's total can be financed at all (a plan
 * offered at some deposit the provider takes), the shopper's way to pay, plan and deposit, and the
 * application that hands the shopper to the provider.
 */
export function useFinancePayment(total: number) {
  const [payWith, setPayWith] = useState<PayWith>('card');
  const [choice, setChoice] = useState<FinanceChoice>({ productId: null, depositPercent: DEFAULT_DEPOSIT_PERCENT });
  const [outcome, setOutcome] = useState<FinanceOutcome | null>(null);
  const { quote, steps } = useCheckoutFinance(total, choice);
  const v12Products = useFinanceStore((s) => s.v12Products);
  const deposits: number[] = [];
  for (let step = steps.min; step <= steps.max; step += steps.step) deposits.push(step);
  const products = (v12Products ?? []).map(financeProductOf);
  const available = quote.kind !== 'none' && deposits.some((deposit) => financeQuote(products, total, deposit).kind === 'offers');

  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('finance');
    if (value && OUTCOMES.includes(value)) setOutcome(value as FinanceOutcome);
  }, []);

  /** Opens the application for the basket and sends the shopper to the provider; answers the problem to show when it cannot. */
  const apply = async (order: Pick<CheckoutFinanceApplicationRequest, 'shippingAddressId' | 'deliveryMethod'>): Promise<string | null> => {
    if (quote.kind !== 'offers') return '';
    const body: CheckoutFinanceApplicationRequest = {
      ...order,
      productId: quote.selected.product.productId,
      depositPercent: quote.selected.terms.depositPercent,
    };
    try {
      const { ok, body: answer } = await requestJson<{ application?: { handoffUrl?: string | null } }>('/nuxt/api/checkout/finance-application', {
        method: 'POST',
        json: body,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      const target = answer.application?.handoffUrl;
      if (!ok || !target || !isApplicationPage(target)) return answer.error ?? '';
      window.location.assign(target);
      return null;
    } catch {
      return '';
    }
  };

  return { total, payWith: available ? payWith : 'card', setPayWith, choice, setChoice, quote, steps, available, outcome, apply };
}

export type FinancePayment = ReturnType<typeof useFinancePayment>;
