/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { BlockImage } from '../entities/block-image.ts';
import type { BlockLink } from '../entities/block-link.ts';
import type { CarouselSlide } from '../entities/carousel-slide.ts';

/**
 * A row of slides (picture, title, text, link) with previous and next buttons. Without JavaScript it is a row that scrolls sideways. It only turns by itself when autoplay is on, and then stops when a shopper hovers or focuses it, or asks for reduced motion.
 */
export interface CarouselProps {
  /**
   * Names the carousel for screen readers, e.g. "Bikes for every ride".
   */
  label: string;
  /**
   * Optional visible heading (h2) above the slides.
   */
  heading?: string;
  /**
   * @minItems 2
   * @maxItems 8
   */
  slides: CarouselSlide[];
  /**
   * Turn the slides automatically. Off by default; a pause button is shown when on.
   */
  autoplay?: boolean;
  /**
   * Seconds per slide when autoplay is on.
   */
  intervalSeconds?: number;
}
