/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * Profile: names and email (a new email needs the current password), and the password change. Data comes from the customer call.
 */
export interface AccountProfileProps {}
