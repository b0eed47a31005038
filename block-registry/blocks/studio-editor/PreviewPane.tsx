import { useEffect, useRef, useState } from 'react';
import type { PageTree } from '../../../schemas/generated/index.ts';
import { previewHtml } from '../../studio/api.ts';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;
const DEBOUNCE_MS = 350;

/**
 * The page as shoppers will see it, rendered by the real renderer on the server (POST
 * /studio/api/preview) into an iframe, at phone or desktop width; it follows the editor's
 * typing after a short pause. The frame keeps its size, so nothing around it jumps.
 */
export function PreviewPane({ document, locale, slug }: { document: PageTree; locale: string; slug: string }) {
  const [width, setWidth] = useState<Width>('desktop');
  const [html, setHtml] = useState('');
  const [state, setState] = useState<'updating' | 'ready' | 'failed'>('updating');
  const [failure, setFailure] = useState('');
  const frameBox = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(640);

  useEffect(() => {
    const box = frameBox.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? 640));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setState('updating');
    const timer = setTimeout(() => {
      previewHtml(document, locale, slug, controller.signal)
        .then((next) => {
          setHtml(withoutScripts(next));
          setState('ready');
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setFailure(error instanceof Error ? error.message : String(error));
          setState('failed');
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [document, locale, slug]);

  const frameWidth = WIDTHS[width];
  const scale = Math.min(1, boxWidth / frameWidth);
  return (
    <section className="studio-preview" aria-labelledby="studio-preview-title">
      <div className="studio-preview__bar">
        <h2 id="studio-preview-title" className="studio-panel-title">
          Preview
        </h2>
        <fieldset className="studio-group studio-preview__widths">
          <legend className="visually-hidden">Preview width</legend>
          {(Object.keys(WIDTHS) as Width[]).map((key) => (
            <button key={key} type="button" className="studio-tab" aria-pressed={width === key} onClick={() => setWidth(key)}>
              {key === 'phone' ? `Phone (${WIDTHS.phone} px)` : `Desktop (${WIDTHS.desktop} px)`}
            </button>
          ))}
        </fieldset>
        <p className="studio-preview__state" aria-live="polite">
          {state === 'updating' ? 'Updating…' : state === 'failed' ? `Preview failed: ${failure}` : 'Up to date'}
        </p>
      </div>
      <div ref={frameBox} className="studio-preview__box">
        <iframe
          title={`Preview of the page at ${frameWidth} pixels wide`}
          className="studio-preview__frame"
          data-width={width}
          srcDoc={html}
          sandbox="allow-same-origin"
          style={{ width: `${frameWidth}px`, height: `${Math.round(720 / scale)}px`, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}

/** The preview is the server's HTML as it is: the frame runs no script (it could reach the studio otherwise). */
function withoutScripts(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const script of parsed.querySelectorAll('script, link[rel="modulepreload"]')) script.remove();
  return `<!doctype html>\n${parsed.documentElement.outerHTML}`;
}
