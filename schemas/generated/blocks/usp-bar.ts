/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { UspItem } from '../entities/usp-item.ts';

/**
 * A strip of short selling points with icons (free delivery, 30-day test ride, finance, built by hand). Keep each title to a few words.
 */
export interface UspBarProps {
  /**
   * Names the strip for screen readers, e.g. "Why ride with us".
   */
  label?: string;
  /**
   * @minItems 2
   * @maxItems 6
   */
  items: UspItem[];
}
