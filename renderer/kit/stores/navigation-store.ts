import { create } from 'zustand';

interface NavigationState {
  /** The next page's tree is on its way (a client navigation); the page shown stays until it is in. */
  loading: boolean;
  /** Loads the shown page's tree again from the server; the browser's router sets it (renderer/client/page-router.tsx). */
  refresh(): Promise<void>;
}

/** What the browser's router tells the rest of the app: on the server, nothing is ever loading. */
export const useNavigationStore = create<NavigationState>(() => ({
  loading: false,
  refresh: () => Promise.resolve(),
}));
