import { expect, test } from 'vitest';
import { schemaRegistry } from '../../../schemas/registry.ts';
import { financeCalculatorNode, financeFromNode } from './calculator-node.ts';

test('a bike page’s calculator node carries the price in pence and passes the block schema', () => {
  const node = financeCalculatorNode(219900);
  expect(node).toEqual({ type: 'finance-calculator', id: 'finance-calculator', props: { price: 219900 } });
  expect(schemaRegistry().validator('node.json')(node)).toBe(true);
  expect(schemaRegistry().blockValidator('finance-calculator')?.(node.props)).toBe(true);
});

test('a composer may give it its own id and heading level', () => {
  expect(financeCalculatorNode(99900, { id: 'bike-finance', headingLevel: 3 })).toEqual({
    type: 'finance-calculator',
    id: 'bike-finance',
    props: { price: 99900, headingLevel: 3 },
  });
});

test("a bike's 'From £x a month' node names the calculator it leads to and passes its block schema", () => {
  const node = financeFromNode(219900);
  expect(node).toEqual({ type: 'finance-from', id: 'finance-from', props: { price: 219900, calculatorId: 'finance-calculator' } });
  expect(schemaRegistry().validator('node.json')(node)).toBe(true);
  expect(schemaRegistry().blockValidator('finance-from')?.(node.props)).toBe(true);
});
