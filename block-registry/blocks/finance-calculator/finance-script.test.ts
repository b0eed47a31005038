import { expect, test } from 'vitest';
import { createFinanceStore } from '../../../renderer/kit/stores/finance-store.ts';
import { loadFinanceScript, type ScriptElement, type ScriptHost } from './finance-script.ts';

function fakeHost() {
  const appended: ScriptElement[] = [];
  const host: ScriptHost = {
    createScript: () => ({ src: '', async: false, dataset: {}, onload: null, onerror: null }),
    append: (element) => appended.push(element),
  };
  return { host, appended };
}

const SCRIPT = { src: 'https://finance.example/calculator.js', retailerId: '1234', retailerGuid: '0f8fad5b-d9cb-469f-a165-70867728950e' };

test('the calculator script is added async with the retailer id and guid (its origin is in the CSP), and sets loaded only once it is ready', async () => {
  const store = createFinanceStore();
  const { host, appended } = fakeHost();
  const ready = loadFinanceScript(SCRIPT, host, () => store.getState().setLoaded(true));
  expect(appended).toHaveLength(1);
  expect(appended[0]).toMatchObject({ src: SCRIPT.src, async: true, dataset: { retailerId: '1234', retailerGuid: SCRIPT.retailerGuid } });
  expect(store.getState().loaded).toBe(false);
  appended[0]?.onload?.(new Event('load'));
  await ready;
  expect(store.getState().loaded).toBe(true);
});

test('a second calculator on the page reuses the script, and a script that fails leaves loaded false', async () => {
  const store = createFinanceStore();
  const { host, appended } = fakeHost();
  const failing = { ...SCRIPT, src: 'https://finance.example/broken.js' };
  const first = loadFinanceScript(failing, host, () => store.getState().setLoaded(true));
  const second = loadFinanceScript(failing, host, () => store.getState().setLoaded(true));
  expect(appended).toHaveLength(1);
  appended[0]?.onerror?.(new Event('error'));
  await Promise.all([first, second]);
  expect(store.getState().loaded).toBe(false);
});
