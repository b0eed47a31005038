import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { type FinanceState, useFinanceStore } from '../../../renderer/kit/stores/finance-store.ts';
import { depositSteps, snapDeposit } from '../../../domain/finance/deposit-steps.ts';
import { financeProductOf } from '../../../domain/finance/finance-product.ts';
import { financeQuote } from '../../../domain/finance/finance-quote.ts';
import { cashPriceRange } from '../../../domain/finance/offer-rules.ts';
import { useFinanceOffered } from '../../../renderer/kit/hooks/use-finance-offered.ts';
import { documentScriptHost, loadFinanceScript } from './finance-script.ts';

export type FinanceSnapshot = Pick<FinanceState, 'selectedPrice' | 'depositPercent' | 'financeProduct' | 'v12Products' | 'v12Deposits' | 'error'>;

/** What the calculator shows, worked out from the shared finance state alone. */
export function calculatorView(snapshot: FinanceSnapshot, price: number, choosePrice: boolean) {
  const products = (snapshot.v12Products ?? []).map(financeProductOf);
  const steps = depositSteps(snapshot.v12Deposits);
  const cashPrice = snapshot.selectedPrice ?? price;
  const depositPercent = snapDeposit(snapshot.depositPercent, steps);
  return {
    status: snapshot.error ? ('error' as const) : snapshot.v12Products ? ('ready' as const) : ('loading' as const),
    cashPrice,
    depositPercent,
    steps,
    priceRange: choosePrice ? cashPriceRange(price, products) : undefined,
    quote: financeQuote(products, cashPrice, depositPercent, snapshot.financeProduct?.product_id),
  };
}

export type CalculatorView = ReturnType<typeof calculatorView>;

/** The shopper's moves, all into the shared finance store. */
export const calculatorActions = {
  retry: () => void useFinanceStore.getState().fetchFinance(),
  chooseProduct: (productId: string) => {
    const { v12Products, setFinanceProduct } = useFinanceStore.getState();
    setFinanceProduct(v12Products?.find((p) => p.product_id === productId) ?? null);
  },
  chooseDeposit: (percent: number) => useFinanceStore.getState().setDepositPercent(percent),
  choosePrice: (price: number) => useFinanceStore.getState().setSelectedPrice(price),
};

/**
 * The calculator for a page: shown only with the finance flag on and the shopper in GB;
 * the V12 data is fetched in the browser into the shared finance store, and the
 * provider's calculator script (when configured) loads alongside.
 */
export function useFinanceCalculator(price: number, choosePrice: boolean) {
  const { shell } = usePageContext();
  const settings = shell.finance;
  const offered = useFinanceOffered();
  const script = settings?.calculatorScript;
  const snapshot = useFinanceStore(
    useShallow(
      (s): FinanceSnapshot => ({
        selectedPrice: s.selectedPrice,
        depositPercent: s.depositPercent,
        financeProduct: s.financeProduct,
        v12Products: s.v12Products,
        v12Deposits: s.v12Deposits,
        error: s.error,
      }),
    ),
  );

  useEffect(() => {
    if (!offered) return;
    const { setSelectedPrice } = useFinanceStore.getState();
    setSelectedPrice(price);
    return () => setSelectedPrice(null);
  }, [offered, price]);

  useEffect(() => {
    if (offered && script) void loadFinanceScript(script, documentScriptHost(document), () => useFinanceStore.getState().setLoaded(true));
  }, [offered, script]);

  return { offered, helpCentreUrl: settings?.helpCentreUrl, view: calculatorView(snapshot, price, choosePrice) };
}
