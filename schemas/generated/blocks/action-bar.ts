/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * What staff may do to a back-office record: each action asks for confirmation (and its fields) in a dialog, then calls the studio API and shows the record again.
 */
export interface ActionBarProps {
  /**
   * Names the group of actions for screen readers.
   */
  label?: string;
  /**
   * Shown when there is nothing to do (read-only records).
   */
  note?: string;
  /**
   * @maxItems 10
   */
  actions: {
    id: string;
    label: string;
    /**
     * The studio API call the action makes.
     */
    endpoint: string;
    method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    tone?: 'primary' | 'secondary' | 'danger';
    /**
     * Where to go once it is done, when the record is gone (a removed account); otherwise the record is shown again.
     */
    next?: string;
    confirm: {
      title: string;
      message: string;
      confirmLabel: string;
    };
    /**
     * @maxItems 8
     */
    fields?: {
      name: string;
      label: string;
      /**
       * money: an amount of pounds (12.50), sent as typed; the server reads it.
       */
      kind: 'text' | 'textarea' | 'select' | 'money';
      required?: boolean;
      hint?: string;
      /**
       * The value the field starts with.
       */
      value?: string;
      options?: {
        value: string;
        label: string;
      }[];
    }[];
  }[];
}
