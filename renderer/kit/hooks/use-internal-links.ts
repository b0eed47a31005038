import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isInternalPath } from '../components/smart-link.tsx';

/**
 * Click handler for a container of editor HTML: internal links navigate inside the app
 * (page tree fetched as JSON) instead of reloading; modified clicks and new tabs are left alone.
 */
export function useInternalLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as HTMLElement).closest('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || anchor.target === '_blank' || anchor.hasAttribute('download') || !isInternalPath(href)) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
