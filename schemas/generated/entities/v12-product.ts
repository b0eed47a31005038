/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A finance product of the V12 provider (spec section 3: v12Products). Amounts in pounds, as the provider sends them.
 */
export interface V12Product {
  product_id: string;
  name: string;
  /**
   * interest_free: 0% with a deposit; classic: fixed monthly repayments with interest
   */
  product_type: 'interest_free' | 'classic';
  /**
   * Term in months
   */
  months: number;
  /**
   * Annual percentage rate the repayments are worked out at, e.g. 9.9
   */
  apr: number;
  /**
   * Smallest amount this product finances, in pounds
   */
  rb_min_loan: number;
  /**
   * Largest amount this product finances, in pounds
   */
  rb_max_loan: number;
  /**
   * In pounds; 0 when the product has none
   */
  arrangement_fee: number;
  /**
   * When the arrangement fee is paid
   */
  arrangement_fee_payable: 'on_approval' | 'first_instalment';
}
