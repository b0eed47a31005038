import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { CarouselProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { CarouselSlideView } from './carousel-slide.tsx';
import { useCarousel } from './use-carousel.ts';

/**
 * Slides in a row that scrolls sideways (the whole behaviour without JavaScript).
 * Once hydrated it gains previous, next and slide buttons, and, only when autoplay
 * is on, a pause button; rotation stops on hover, on focus and for reduced motion.
 */
export function Carousel({ label, heading, slides, autoplay = false, intervalSeconds = 7, blockId }: BlockComponentProps<CarouselProps>) {
  const { t } = useTranslation('blocks');
  const carousel = useCarousel({ count: slides.length, autoplay, intervalMs: intervalSeconds * 1000 });
  const trackId = `${blockId}-slides`;
  return (
    <section
      className="carousel"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      onMouseEnter={() => carousel.hold('hover', true)}
      onMouseLeave={() => carousel.hold('hover', false)}
      onFocus={() => carousel.hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.hold('focus', false);
      }}
    >
      {heading ? <h2 className="carousel__heading">{heading}</h2> : null}
      {/* biome-ignore lint/a11y/useSemanticElements: the carousel pattern names its slide area as a group; a fieldset is for form controls */}
      <div
        id={trackId}
        ref={carousel.trackRef}
        className="carousel__track"
        role="group"
        aria-label={t('carousel.slides')}
        aria-live={carousel.rotating ? 'off' : 'polite'}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the row scrolls with the arrow keys, also without JavaScript
        tabIndex={0}
        onScroll={carousel.onScroll}
        onScrollEnd={carousel.onScrollEnd}
        onPointerDown={carousel.takeOver}
        onWheel={carousel.takeOver}
        onKeyDown={carousel.takeOver}
        onFocus={carousel.takeOver}
      >
        {slides.map((slide, index) => (
          <CarouselSlideView
            key={`${slide.title}|${slide.image.src}`}
            slide={slide}
            label={t('carousel.slideLabel', { number: index + 1, total: slides.length })}
            roleDescription={t('carousel.slideRoleDescription')}
            titleTag={heading ? 'h3' : 'h2'}
          />
        ))}
      </div>
      {carousel.enhanced ? (
        <CarouselControls
          trackId={trackId}
          titles={slides.map((slide) => slide.title)}
          current={carousel.current}
          autoplay={autoplay}
          playing={!carousel.paused}
          onPrevious={() => carousel.goTo(carousel.current - 1)}
          onNext={() => carousel.goTo(carousel.current + 1)}
          onSelect={carousel.goTo}
          onTogglePlay={carousel.togglePlay}
        />
      ) : null}
    </section>
  );
}
