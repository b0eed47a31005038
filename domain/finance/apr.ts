/**
 * The APR of a loan (the consumer-credit formula): the annual rate X at which the credit
 * equals the present value of the payments, payment k falling k/12 years after the loan.
 * Solved by halving the interval; answered to one decimal place.
 */
export function aprOfPayments(credit: number, payments: readonly number[]): number {
  const presentValue = (annual: number) => payments.reduce((sum, payment, index) => sum + payment / (1 + annual) ** ((index + 1) / 12), 0);
  if (credit <= 0 || presentValue(0) <= credit) return 0;
  let low = 0;
  let high = 100;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > credit) low = middle;
    else high = middle;
  }
  return Math.round(low * 1000) / 10;
}
