/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * PATCH /studio/api/staff/:id (admins): a staff member's new role. The staff member's page builds its form from this schema.
 */
export interface StudioStaffRoleRequest {
  /**
   * editor: pages; fulfilment: orders and customers; merchandiser: catalogue and coupons; admin: everything.
   */
  role: 'editor' | 'fulfilment' | 'merchandiser' | 'admin';
}
