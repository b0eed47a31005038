import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

interface CarouselOptions {
  count: number;
  autoplay: boolean;
  intervalMs: number;
}

export interface CarouselState {
  trackRef: RefObject<HTMLDivElement | null>;
  /** True once hydrated: the buttons only work with JavaScript, so they only appear then. */
  enhanced: boolean;
  current: number;
  /** Autoplay stopped by the shopper, by reduced motion, or never on. */
  paused: boolean;
  /** Slides are turning right now (not paused, not hovered, not focused). */
  rotating: boolean;
  goTo(index: number): void;
  togglePlay(): void;
  hold(reason: 'hover' | 'focus', on: boolean): void;
  onScroll(): void;
  onScrollEnd(): void;
  /** The shopper moves the row themselves (a swipe, the wheel, the arrow keys, a link in it taking focus): where a button sent it no longer counts. */
  takeOver(): void;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Browsers that say when a scroll has ended (smooth ones included) settle on that; others when
 * no scroll event came for a moment, which a busy phone can misjudge mid-scroll.
 */
function hasScrollEnd(): boolean {
  return typeof window !== 'undefined' && 'onscrollend' in window;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION).matches;
}

/** The slide whose left edge is nearest the track's scroll position. */
function nearestSlide(track: HTMLElement): number {
  const slides = [...track.children] as HTMLElement[];
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  slides.forEach((slide, index) => {
    const distance = Math.abs(slide.offsetLeft - track.scrollLeft);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

export function useCarousel({ count, autoplay, intervalMs }: CarouselOptions): CarouselState {
  const trackRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The slide a button or autoplay is scrolling to: see `settle`.
  const turningTo = useRef<number | undefined>(undefined);
  const [enhanced, setEnhanced] = useState(false);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(true);
  const [held, setHeld] = useState({ hover: false, focus: false });

  useEffect(() => {
    setEnhanced(true);
    setPaused(!autoplay || prefersReducedMotion());
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => {
      if (query.matches) setPaused(true);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [autoplay]);

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      const target = ((index % count) + count) % count;
      const slide = track?.children[target] as HTMLElement | undefined;
      if (!track || !slide) return;
      turningTo.current = target;
      track.scrollTo({ left: slide.offsetLeft, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      setCurrent(target);
    },
    [count],
  );

  /**
   * The row has stopped: the dots follow the slide it rests on. A browser may report the end of an
   * earlier scroll after a button has started the next one, while the row is still on its way, so
   * while a button's scroll is under way only resting where it was sent counts, until the shopper
   * moves the row themselves (`takeOver`).
   */
  const settle = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const resting = nearestSlide(track);
    if (turningTo.current !== undefined && turningTo.current !== resting) return;
    turningTo.current = undefined;
    setCurrent(resting);
  }, []);

  const takeOver = useCallback(() => {
    turningTo.current = undefined;
  }, []);

  const onScroll = useCallback(() => {
    if (hasScrollEnd()) return;
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(settle, 80);
  }, [settle]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const rotating = enhanced && autoplay && !paused && !held.hover && !held.focus;
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => goTo(current + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, current, intervalMs, goTo]);

  return {
    trackRef,
    enhanced,
    current,
    paused,
    rotating,
    goTo,
    togglePlay: () => setPaused((value) => !value),
    hold: (reason, on) => setHeld((value) => (value[reason] === on ? value : { ...value, [reason]: on })),
    onScroll,
    onScrollEnd: settle,
    takeOver,
  };
}
