/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A deposit the V12 provider accepts (spec section 3: v12Deposits), as a whole percentage of the cash price; the calculator's deposit slider moves through them.
 */
export interface V12Deposit {
  deposit_id: string;
  percentage: number;
}
