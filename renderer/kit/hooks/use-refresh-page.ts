import { useNavigationStore } from '../stores/navigation-store.ts';

/** Loads the current page's tree again from the server (after a change the block made through the API). */
export function useRefreshPage(): () => Promise<void> {
  return useNavigationStore((state) => state.refresh);
}
