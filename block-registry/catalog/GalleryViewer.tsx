import { useCallback, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../renderer/kit/hooks/use-translation.ts';
import { productImageUrl } from '../../domain/catalog/image-url.ts';
import { Icon } from '../../renderer/kit/components/icon.tsx';
import { useDialog } from '../../renderer/kit/hooks/use-dialog.ts';
import { type GalleryPicture, pictureAlt, pictureSrcSet, pictureTransform } from './gallery-pictures.ts';
import { useZoomPan } from './use-zoom-pan.ts';

interface GalleryViewerProps {
  name: string;
  pictures: GalleryPicture[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
}

/**
 * The gallery full screen: a modal dialog (focus kept inside, Escape closes and gives focus back to
 * the picture that opened it) with the picture as large as the screen allows, zoom by buttons, + and −,
 * pinch or double tap, pan by dragging, and the previous and next picture by buttons, arrow keys,
 * swipe or the thumbnails. The picture is asked for at the width it is shown at times the zoom.
 */
export function GalleryViewer({ name, pictures, index, onIndex, onClose }: GalleryViewerProps) {
  const { t } = useTranslation('catalog');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const count = pictures.length;
  const go = useCallback((direction: 1 | -1) => onIndex((index + direction + count) % count), [index, count, onIndex]);
  const { view, step, reset, handlers } = useZoomPan(stage, go);
  useDialog(panel, true, onClose);
  // A new picture starts whole.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the picture changes.
  useEffect(() => reset(), [index, reset]);
  useEffect(() => {
    document.body.classList.add('viewer-open');
    return () => document.body.classList.remove('viewer-open');
  }, []);
  const current = pictures[index] ?? pictures[0]!;

  // Keys anywhere while the viewer is open: a click on the picture leaves the focus on no control.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const zoomStep = event.key === '+' || event.key === '=' ? 1 : event.key === '-' ? -1 : 0;
      const pictureStep = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!zoomStep && !pictureStep) return;
      event.preventDefault();
      if (zoomStep) step(zoomStep as 1 | -1);
      else go(pictureStep as 1 | -1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [step, go]);

  const zoomPercent = Math.round(view.zoom * 100);
  return createPortal(
    <div ref={panel} className="gallery-viewer" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="gallery-viewer__bar">
        <button type="button" className="gallery-viewer__button gallery-viewer__close" onClick={onClose} aria-label={t('viewer.close')}>
          <Icon name="close" size={22} />
        </button>
        <h2 id={titleId} className="gallery-viewer__title">
          {t('viewer.label', { name, label: current.label, index: index + 1, count })}
        </h2>
        <div className="gallery-viewer__zoom">
          <button type="button" className="gallery-viewer__button" onClick={() => step(-1)} disabled={view.zoom <= 1} aria-label={t('viewer.zoomOut')}>
            <Icon name="minus" size={20} />
          </button>
          <output className="gallery-viewer__level" aria-live="polite" aria-label={t('viewer.zoom', { percent: zoomPercent })}>
            {zoomPercent} %
          </output>
          <button type="button" className="gallery-viewer__button" onClick={() => step(1)} disabled={view.zoom >= 4} aria-label={t('viewer.zoomIn')}>
            <Icon name="plus" size={20} />
          </button>
        </div>
      </div>
      <div ref={stage} className={`gallery-viewer__stage${view.zoom > 1 ? ' is-zoomed' : ''}`} {...handlers}>
        <img
          key={`${current.image}-${current.crop ?? 'whole'}`}
          className="gallery-viewer__image"
          src={productImageUrl(current.image, pictureTransform(current, 1280))}
          srcSet={pictureSrcSet(current)}
          sizes={`${Math.min(400, Math.round(100 * view.zoom))}vw`}
          alt={pictureAlt(current, name)}
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
        />
      </div>
      <p className="gallery-viewer__help">{t('viewer.help')}</p>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="gallery-viewer__button gallery-viewer__step gallery-viewer__step--previous"
            onClick={() => go(-1)}
            aria-label={t('viewer.previous')}
          >
            <Icon name="chevron" size={24} />
          </button>
          <button
            type="button"
            className="gallery-viewer__button gallery-viewer__step gallery-viewer__step--next"
            onClick={() => go(1)}
            aria-label={t('viewer.next')}
          >
            <Icon name="chevron" size={24} />
          </button>
          <ul className="gallery-viewer__thumbs">
            {pictures.map((picture, i) => (
              <li key={`${picture.image}-${picture.crop ?? 'whole'}`}>
                <button
                  type="button"
                  aria-pressed={i === index}
                  onClick={() => onIndex(i)}
                  aria-label={`${t('viewer.picture', { index: i + 1, count })}: ${picture.label}`}
                >
                  <img src={productImageUrl(picture.image, pictureTransform(picture, 160))} width={64} height={48} alt="" />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
