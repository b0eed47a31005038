/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /studio/api/staff (admins): a new staff account with its role. The studio's staff page builds its form from this schema.
 */
export interface StudioStaffCreateRequest {
  email: string;
  /**
   * As the audit log and the studio show it; the part of the email before @ when left out.
   */
  name?: string;
  /**
   * editor: pages; fulfilment: orders and customers; merchandiser: catalogue and coupons; admin: everything.
   */
  role: 'editor' | 'fulfilment' | 'merchandiser' | 'admin';
  /**
   * At least 12 characters; tell it to them in person.
   */
  password: string;
}
