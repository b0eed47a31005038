/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * One back-office record in sections: labelled fields, lines (items of an order) and a timeline of events.
 */
export interface DetailPanelProps {
  /**
   * @minItems 1
   * @maxItems 20
   */
  sections: {
    heading: string;
    /**
     * A sentence shown under the heading (why a record is read-only).
     */
    note?: string;
    fields?: {
      label: string;
      value: string;
      href?: string;
      /**
       * A thumbnail shown before the value (an order line's product, in its paint): an image endpoint URL.
       */
      image?: string;
      tone?: 'neutral' | 'positive' | 'warning' | 'negative' | 'info';
    }[];
    timeline?: {
      /**
       * ISO time of the event.
       */
      at: string;
      text: string;
      by?: string;
    }[];
  }[];
}
