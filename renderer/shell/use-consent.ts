import { useStore } from 'zustand';
import { type ConsentState, consentStore } from '../kit/consent/consent-store.ts';

/** The consent step's state in React: hydration renders it as the server did (its initial state), then as it is. */
export function useConsent<T>(select: (state: ConsentState) => T): T {
  return useStore(consentStore, select);
}
