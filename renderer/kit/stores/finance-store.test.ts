import { expect, test } from 'vitest';
import { createFinanceStore, V12_DEPOSITS_URL, V12_PRODUCTS_URL } from './finance-store.ts';

const PRODUCT = {
  product_id: 'CL48-99',
  name: 'Classic credit 48 months',
  product_type: 'classic',
  months: 48,
  apr: 9.9,
  rb_min_loan: 1000,
  rb_max_loan: 10000,
  arrangement_fee: 0,
  arrangement_fee_payable: 'on_approval',
};

/** A fetch that answers the given URLs and cannot reach any other. */
function answering(answers: Record<string, { status?: number; body: unknown }>) {
  return {
    fetchFn: async (url: string) => {
      const answer = answers[url];
      if (!answer) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    },
  };
}

test('a fetch clears the last error, sets loading while it runs, then stores products and deposits and clears loading', async () => {
  const { fetchFn } = answering({
    [V12_PRODUCTS_URL]: { body: { v12Products: [PRODUCT] } },
    [V12_DEPOSITS_URL]: { body: { v12Deposits: [{ deposit_id: 'DEP10', percentage: 10 }] } },
  });
  const store = createFinanceStore(fetchFn);
  store.setState({ error: 'an earlier failure' });
  const running = store.getState().fetchFinance();
  expect(store.getState()).toMatchObject({ loading: true, error: null });
  await running;
  expect(store.getState()).toMatchObject({ loading: false, error: null, v12Products: [PRODUCT], v12Deposits: [{ deposit_id: 'DEP10', percentage: 10 }] });
});

test('an answer with an error field is a failure: its message goes into the error state and loading clears', async () => {
  const { fetchFn } = answering({
    [V12_PRODUCTS_URL]: { status: 503, body: { error: 'Finance is unavailable at the moment.' } },
    [V12_DEPOSITS_URL]: { body: { v12Deposits: [] } },
  });
  const store = createFinanceStore(fetchFn);
  await store.getState().fetchFinance();
  expect(store.getState()).toMatchObject({ loading: false, error: 'Finance is unavailable at the moment.', v12Products: null });
});

test('an unreachable server is a failure too, and the next fetch starts without the old error', async () => {
  const answers: Record<string, { body: unknown }> = {};
  const { fetchFn } = answering(answers);
  const store = createFinanceStore(fetchFn);
  await store.getState().fetchFinance();
  expect(store.getState().error).toBe('Failed to fetch');
  answers[V12_PRODUCTS_URL] = { body: { v12Products: [PRODUCT] } };
  await store.getState().fetchFinance();
  expect(store.getState()).toMatchObject({ error: null, v12Products: [PRODUCT], v12Deposits: [] });
});

test('the selection is shared state: price, deposit percentage and product', () => {
  const store = createFinanceStore();
  store.getState().setSelectedPrice(249900);
  store.getState().setDepositPercent(20);
  store.getState().setFinanceProduct(PRODUCT as never);
  expect(store.getState()).toMatchObject({ selectedPrice: 249900, depositPercent: 20, financeProduct: { product_id: 'CL48-99' } });
});
