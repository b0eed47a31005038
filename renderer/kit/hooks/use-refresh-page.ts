import { useCallback } from 'react';
import { useRevalidator } from 'react-router';

let refreshAsked = false;

/** True once after `useRefreshPage()` asked: the page route then loads its tree again although the URL is the same. */
export function takeRefreshRequest(): boolean {
  const asked = refreshAsked;
  refreshAsked = false;
  return asked;
}

/** Loads the current page's tree again from the server (after a change the block made through the API). */
export function useRefreshPage(): () => Promise<void> {
  const { revalidate } = useRevalidator();
  return useCallback(() => {
    refreshAsked = true;
    return revalidate();
  }, [revalidate]);
}
