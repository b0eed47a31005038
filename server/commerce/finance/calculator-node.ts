import type { FinanceCalculatorProps, PageNode } from '../../../schemas/generated/index.ts';

/**
 * The finance calculator node for a bike page: the composer passes the bike's price in
 * pence. The block itself hides outside the UK or when finance is off.
 */
export function financeCalculatorNode(price: number, options: Omit<FinanceCalculatorProps, 'price'> & { id?: string } = {}): PageNode {
  const { id = 'finance-calculator', ...props } = options;
  return { type: 'finance-calculator', id, props: { price, ...props } };
}

/** The 'From £x a month' line for a bike's price, linking to the calculator node of the same page. */
export function financeFromNode(price: number, calculatorId = 'finance-calculator'): PageNode {
  return { type: 'finance-from', id: 'finance-from', props: { price, calculatorId } };
}
