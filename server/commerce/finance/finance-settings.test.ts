import { expect, test } from 'vitest';
import { type ConfigError, loadConfig } from '../../config.ts';
import { financeSettings } from './finance-settings.ts';

const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

test('finance is on by default, from the sandbox, with no outside calculator script', () => {
  const { finance } = loadConfig({});
  expect(finance).toMatchObject({ enabled: true, provider: 'sandbox', sandboxFails: false, calculatorScriptUrl: undefined, helpCentreUrl: '/contact/' });
  expect(financeSettings(finance)).toEqual({ enabled: true, helpCentreUrl: '/contact/' });
});

test('the calculator script is offered to pages only with the retailer id and guid it needs', () => {
  const { finance } = loadConfig({
    FINANCE_CALCULATOR_SCRIPT_URL: 'https://finance.example/calc.js',
    FINANCE_RETAILER_ID: '1234',
    FINANCE_RETAILER_GUID: GUID,
  });
  expect(financeSettings(finance).calculatorScript).toEqual({ src: 'https://finance.example/calc.js', retailerId: '1234', retailerGuid: GUID });
});

test('the HTTP provider without its URL, id and guid, or a script without them, stops the boot naming the keys', () => {
  const badKeys = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as ConfigError).badKeys.sort();
    }
    return [];
  };
  expect(badKeys({ FINANCE_PROVIDER: 'http' })).toEqual(['FINANCE_APPLICATION_ORIGIN', 'FINANCE_RETAILER_GUID', 'FINANCE_RETAILER_ID', 'FINANCE_URL']);
  expect(badKeys({ FINANCE_CALCULATOR_SCRIPT_URL: 'https://finance.example/calc.js', FINANCE_RETAILER_ID: '1234' })).toEqual(['FINANCE_RETAILER_GUID']);
  expect(badKeys({ FINANCE_ENABLED: 'yes', FINANCE_HELP_CENTRE_URL: 'javascript:alert(1)' })).toEqual(['FINANCE_ENABLED', 'FINANCE_HELP_CENTRE_URL']);
});
