import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';

interface ControlsProps {
  trackId: string;
  titles: string[];
  current: number;
  autoplay: boolean;
  playing: boolean;
  onPrevious(): void;
  onNext(): void;
  onSelect(index: number): void;
  onTogglePlay(): void;
}

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The pause button comes first (it stops movement before anything else is reached), then the arrows and dots. */
export function CarouselControls({ trackId, titles, current, autoplay, playing, onPrevious, onNext, onSelect, onTogglePlay }: ControlsProps) {
  const { t } = useTranslation('blocks');
  return (
    <div className="carousel__controls">
      {autoplay ? (
        <button type="button" className="carousel__button carousel__play" onClick={onTogglePlay}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d={playing ? 'M8 5v14M16 5v14' : 'M8 5l11 7-11 7z'}
              fill={playing ? 'none' : 'currentColor'}
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinejoin="round"
            />
          </svg>
          <span className="block-sr-only">{playing ? t('carousel.pause') : t('carousel.play')}</span>
        </button>
      ) : null}
      <button type="button" className="carousel__button" aria-controls={trackId} onClick={onPrevious}>
        <Arrow direction="previous" />
        <span className="block-sr-only">{t('carousel.previous')}</span>
      </button>
      <ol className="carousel__dots">
        {titles.map((title, index) => (
          <li key={title}>
            <button
              type="button"
              className="carousel__dot"
              aria-controls={trackId}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onSelect(index)}
            >
              <span className="block-sr-only">{t('carousel.goTo', { number: index + 1, title })}</span>
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="carousel__button" aria-controls={trackId} onClick={onNext}>
        <Arrow direction="next" />
        <span className="block-sr-only">{t('carousel.next')}</span>
      </button>
      <p className="block-sr-only" aria-live="polite">
        {t('carousel.status', { number: current + 1, total: titles.length })}
      </p>
    </div>
  );
}
