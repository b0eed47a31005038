/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The local email sandbox: emails the shop would have sent (never in a public production page).
 */
export interface DevOutboxProps {
  /**
   * @maxItems 200
   */
  emails: {
    id: number;
    recipient: string;
    subject: string;
    kind: string;
    bodyText: string;
    sentAt: string;
  }[];
}
