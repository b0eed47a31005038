import { describe, expect, test } from 'vitest';
import { browserPublicIpUrl, consentOrigins, consentSettings } from './consent-settings.ts';

const sandbox = { provider: 'sandbox' as const, url: undefined };
const service = { provider: 'http' as const, url: 'https://ip.example/lookup' };
const manager = { configId: 'AbC123xYz', scriptUrl: 'https://consent.example/loader.js' };

describe('consent settings', () => {
  test('the browser asks the local public-IP sandbox unless a service is configured, always for JSON', () => {
    expect(browserPublicIpUrl(sandbox)).toBe('/sandbox/public-ip?format=json');
    expect(browserPublicIpUrl(service)).toBe('https://ip.example/lookup?format=json');
    expect(browserPublicIpUrl({ provider: 'http', url: 'https://ip.example/?format=json' })).toBe('https://ip.example/?format=json');
  });

  test('the consent manager is named to the page only when configured', () => {
    expect(consentSettings({ publicIp: sandbox, consentManager: undefined, marketingSnippet: undefined })).toEqual({
      publicIpUrl: '/sandbox/public-ip?format=json',
    });
    expect(consentSettings({ publicIp: sandbox, consentManager: manager, marketingSnippet: undefined }).manager).toEqual({
      src: manager.scriptUrl,
      configId: 'AbC123xYz',
    });
  });

  test('the CSP opens only the origins configured', () => {
    expect(consentOrigins({ publicIp: sandbox, consentManager: undefined, marketingSnippet: undefined })).toEqual({ scripts: [], connect: [] });
    expect(consentOrigins({ publicIp: service, consentManager: manager, marketingSnippet: undefined })).toEqual({
      scripts: ['https://consent.example'],
      connect: ['https://ip.example'],
    });
  });
});

test('the marketing snippet is named to the page when configured, and only an outside script opens the CSP (with its UK API)', () => {
  const local = { token: 'tok-12345678', scriptUrl: '/assets/marketing-double.js' };
  const vendor = { token: 'tok-12345678', scriptUrl: 'https://cdn.snippet.example/sdk.js' };
  expect(consentSettings({ publicIp: sandbox, consentManager: undefined, marketingSnippet: local }).marketing).toEqual({
    src: local.scriptUrl,
    token: 'tok-12345678',
  });
  expect(consentOrigins({ publicIp: sandbox, consentManager: undefined, marketingSnippet: local })).toEqual({ scripts: [], connect: [] });
  expect(consentOrigins({ publicIp: sandbox, consentManager: undefined, marketingSnippet: vendor })).toEqual({
    scripts: ['https://cdn.snippet.example'],
    connect: ['https://api.uk.exponea.com'],
  });
});
