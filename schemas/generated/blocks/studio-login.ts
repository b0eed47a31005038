/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The studio's sign-in form for staff (editors and admins); after signing in it goes to the local `next` path in the URL, else the studio's page list.
 */
export interface StudioLoginProps {}
