import { useEffect, useRef, useState } from 'react';
import { useNavigationStore } from '../kit/stores/navigation-store.ts';
import { LOADING_BAR, LoadingProgress, type ProgressState } from './loading-progress.ts';

/** The 4 px blue bar at the top while the next page tree loads. */
export function LoadingBar() {
  const loading = useNavigationStore((state) => state.loading);
  const [state, setState] = useState<ProgressState>({ visible: false, progress: 0 });
  const progress = useRef<LoadingProgress | null>(null);

  useEffect(() => {
    progress.current = new LoadingProgress(setState);
    return () => progress.current?.dispose();
  }, []);

  useEffect(() => {
    if (loading) progress.current?.start();
    else progress.current?.finish();
  }, [loading]);

  return (
    <div
      className="loading-bar"
      aria-hidden="true"
      data-visible={state.visible}
      style={{ height: LOADING_BAR.heightPx, opacity: state.visible ? 1 : 0, transform: `scaleX(${state.progress / 100})` }}
    />
  );
}
