import { create } from 'zustand';
import type { V12Deposit, V12Product } from '../../../schemas/generated/index.ts';
import { ApiError, requestJson } from '../http-client.ts';

export const V12_PRODUCTS_URL = '/nuxt/api/finance/v12-products';
export const V12_DEPOSITS_URL = '/nuxt/api/finance/v12-deposits';
/** Where the deposit slider starts until the shopper moves it. */
export const DEFAULT_DEPOSIT_PERCENT = 10;
export const FINANCE_FETCH_FAILED = 'Finance options could not be loaded';

export interface FinanceState {
  /** Shared client state of spec section 3: the cash price in pence, the deposit percentage and the finance product. */
  selectedPrice: number | null;
  depositPercent: number;
  financeProduct: V12Product | null;
  v12Products: V12Product[] | null;
  v12Deposits: V12Deposit[] | null;
  loading: boolean;
  error: string | null;
  /** The provider's calculator script is ready (spec section 4). */
  loaded: boolean;
  setSelectedPrice(price: number | null): void;
  setDepositPercent(percent: number): void;
  setFinanceProduct(product: V12Product | null): void;
  setLoaded(loaded: boolean): void;
  /** Fetches the products and deposits: clears the error, sets loading, then clears it (spec section 4). */
  fetchFinance(): Promise<void>;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** A call answered with an `error` field counts as failed (spec section 7); an unreachable server fails with the browser's words. */
async function readList<T>(fetchFn: Fetch, url: string, field: string): Promise<T[]> {
  const answer = await requestJson<Record<string, T[]>>(url, { fetch: fetchFn }).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 0 && error.cause instanceof Error ? error.cause : error;
  });
  const { ok, body } = answer;
  if (body.error !== undefined || !ok) throw new Error(typeof body.error === 'string' ? body.error : FINANCE_FETCH_FAILED);
  const list = body[field];
  if (!Array.isArray(list)) throw new Error(FINANCE_FETCH_FAILED);
  return list;
}

export function createFinanceStore(fetchFn: Fetch = (url, init) => fetch(url, init)) {
  return create<FinanceState>((set) => ({
    selectedPrice: null,
    depositPercent: DEFAULT_DEPOSIT_PERCENT,
    financeProduct: null,
    v12Products: null,
    v12Deposits: null,
    loading: false,
    error: null,
    loaded: false,
    setSelectedPrice: (selectedPrice) => set({ selectedPrice }),
    setDepositPercent: (depositPercent) => set({ depositPercent }),
    setFinanceProduct: (financeProduct) => set({ financeProduct }),
    setLoaded: (loaded) => set({ loaded }),
    fetchFinance: async () => {
      set({ error: null, loading: true });
      try {
        const [v12Products, v12Deposits] = await Promise.all([
          readList<V12Product>(fetchFn, V12_PRODUCTS_URL, 'v12Products'),
          // The slider has steps of its own when the deposits are missing, so their failure only costs the steps.
          readList<V12Deposit>(fetchFn, V12_DEPOSITS_URL, 'v12Deposits').catch(() => []),
        ]);
        set({ v12Products, v12Deposits });
      } catch (error) {
        set({ error: error instanceof Error ? error.message : FINANCE_FETCH_FAILED });
      } finally {
        set({ loading: false });
      }
    },
  }));
}

export const useFinanceStore = createFinanceStore();
