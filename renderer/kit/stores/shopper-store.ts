import { create } from 'zustand';
import type { Shell } from '../../../schemas/generated/index.ts';
import { getJson } from '../http-client.ts';

type ShellLocation = NonNullable<Shell['location']>;

/** GET /nuxt/api/store/shopper: what the page leaves to the browser (docs/decisions/016). */
export interface ShopperAnswer {
  location?: ShellLocation;
  hasCart: boolean;
}

interface ShopperState {
  /** The shopper's country where it differs from the one the page was written for; undefined until then. */
  location: ShellLocation | undefined;
}

export const useShopperStore = create<ShopperState>(() => ({ location: undefined }));

/**
 * Asks who the shopper is once the page runs: the anonymous page is the same for everyone, so
 * the shopper's own country (geolocated the first time) and whether a cart is held arrive here.
 * A country other than the page's replaces the shell's, and every price and the header follow.
 */
export async function loadShopper(pageLocation: ShellLocation | undefined): Promise<ShopperAnswer> {
  const answer = await getJson<ShopperAnswer>('/nuxt/api/store/shopper');
  if (answer.location && answer.location.code !== pageLocation?.code) useShopperStore.setState({ location: answer.location });
  return answer;
}

/** The shell with the shopper's country in it, when that arrived after the page. */
export function useShopperShell(shell: Shell): Shell {
  const location = useShopperStore((state) => state.location);
  return location && location.code !== shell.location?.code ? { ...shell, location } : shell;
}
