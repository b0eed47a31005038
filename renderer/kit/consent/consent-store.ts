import { createStore } from 'zustand/vanilla';
import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoice,
  consentFromCookieHeader,
  NECESSARY_ONLY,
  serialiseConsent,
} from '../../../domain/consent/consent.ts';
import type { Shell } from '../../../schemas/generated/index.ts';
import { startDataLayer, stopDataLayer } from '../data-layer.ts';
import { requestJson } from '../http-client.ts';
import { injectMarketingSnippet } from './marketing-snippet.ts';

/**
 * checking: the store-IP check is under way; store-ip: a visitor in a store (no banner);
 * ask: the banner shows; manager: the configured consent manager asks instead; decided: a choice is recorded.
 */
export type ConsentStatus = 'checking' | 'store-ip' | 'ask' | 'manager' | 'decided';

export interface ConsentState {
  status: ConsentStatus;
  choice: ConsentChoice | undefined;
  preferencesOpen: boolean;
  decide(choice: ConsentChoice): void;
  openPreferences(): void;
  closePreferences(): void;
}

/**
 * The consent step's state. It has no React in it: the page's boot script runs the step and
 * takes the banner's clicks until the app is live (renderer/client/boot.ts); the banner renders
 * this state once it is (renderer/shell/consent.tsx).
 */
export const consentStore = createStore<ConsentState>((set) => ({
  status: 'checking',
  choice: undefined,
  preferencesOpen: false,
  decide: (choice) => {
    writeConsentCookie(choice);
    applyConsent(choice);
    set({ status: 'decided', choice, preferencesOpen: false });
  },
  openPreferences: () => set({ preferencesOpen: true }),
  closePreferences: () => set({ preferencesOpen: false }),
}));

/** What each of the banner's buttons does, by its `data-consent-choice`: the banner's handlers and the boot script's alike. */
export const BANNER_CHOICES = {
  necessary: () => consentStore.getState().decide(NECESSARY_ONLY),
  all: () => consentStore.getState().decide(ACCEPT_ALL),
  manage: () => consentStore.getState().openPreferences(),
} as const;

/** A page's consent settings (its shell's), as the server hands them to the browser. */
export type ConsentSettings = NonNullable<Shell['consent']>;

/** The page's consent settings, known once the consent step starts. */
let settings: Shell['consent'];

/** What a choice starts: the data layer with analytics consent, the marketing snippet (when configured) with marketing consent. */
function applyConsent(choice: ConsentChoice): void {
  if (choice.analytics) startDataLayer();
  else stopDataLayer();
  if (choice.marketing && settings?.marketing) injectMarketingSnippet(settings.marketing);
}

function writeConsentCookie(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; the value is our own dotted list, nothing to escape.
  document.cookie = `${CONSENT_COOKIE}=${serialiseConsent(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

let started = false;

/**
 * Once per page load: a recorded choice applies at once; otherwise the browser obtains the visitor's
 * IP, asks POST /nuxt/api/check-store-ip, and off a store IP the banner (or the consent manager) asks.
 */
export async function startConsent(pageSettings: Shell['consent']): Promise<void> {
  if (started) return;
  started = true;
  settings = pageSettings;
  const recorded = consentFromCookieHeader(document.cookie);
  if (recorded) {
    applyConsent(recorded);
    consentStore.setState({ status: 'decided', choice: recorded });
    return;
  }
  // Pages the store does not serve to shoppers (QA replays, studio previews) carry no consent settings and ask nothing.
  if (!settings) return;
  if (await isStoreIp(settings.publicIpUrl)) {
    consentStore.setState({ status: 'store-ip' });
    return;
  }
  if (settings.manager) {
    loadConsentManager(settings.manager);
    consentStore.setState({ status: 'manager' });
    return;
  }
  consentStore.setState({ status: 'ask' });
}

/** The store-IP check of spec section 7; any failure counts as "not in a store", so the visitor is asked. */
async function isStoreIp(publicIpUrl: string): Promise<boolean> {
  const ipAddress = await visitorIp(publicIpUrl);
  try {
    const { body } = await requestJson<{ isStoreIp: boolean }>('/nuxt/api/check-store-ip', {
      method: 'POST',
      json: ipAddress ? { ipAddress } : {},
      cache: 'no-store',
    });
    // This call's contract carries its failure as error.message ('No IP address found').
    const failure = (body as { error?: { message?: string } }).error;
    if (failure) console.warn('[consent] store-IP check failed:', failure.message);
    return body.isStoreIp === true;
  } catch {
    return false;
  }
}

/** GET the public-IP service (format json, field ip); undefined when it does not answer one. */
async function visitorIp(publicIpUrl: string): Promise<string | undefined> {
  try {
    const response = await fetch(publicIpUrl, { headers: { Accept: 'application/json' }, cache: 'no-store', credentials: 'omit' });
    const body = (await response.json()) as { ip?: unknown };
    return typeof body.ip === 'string' ? body.ip : undefined;
  } catch {
    return undefined;
  }
}

/** The consent manager's script with its config id, added only for visitors it must ask. */
function loadConsentManager(manager: NonNullable<NonNullable<Shell['consent']>['manager']>): void {
  const script = document.createElement('script');
  script.src = manager.src;
  script.async = true;
  script.id = 'consent-manager';
  script.dataset['settingsId'] = manager.configId;
  script.addEventListener('error', () => console.warn('[consent] the consent manager script failed to load'));
  document.head.appendChild(script);
}
