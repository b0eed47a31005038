import { useEffect } from 'react';
import { financeOffered } from '../../../domain/finance/offer-rules.ts';
import { useFinanceStore } from '../stores/finance-store.ts';
import { usePageContext } from './page-context.ts';

/** Whether finance is offered to this shopper (flag on, country GB); when it is, the V12 data is fetched once into the shared finance store. */
export function useFinanceOffered(): boolean {
  const { shell } = usePageContext();
  const offered = financeOffered(shell.finance?.enabled ?? false, shell.location?.code);
  useEffect(() => {
    if (!offered) return;
    const { v12Products, loading, fetchFinance } = useFinanceStore.getState();
    if (!v12Products && !loading) void fetchFinance();
  }, [offered]);
  return offered;
}
