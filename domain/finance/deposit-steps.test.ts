import { expect, test } from 'vitest';
import { SANDBOX_DEPOSITS } from '../../server/integrations/finance/sandbox.ts';
import { depositSteps, snapDeposit } from './deposit-steps.ts';

const deposits = (...percentages: number[]) => percentages.map((percentage) => ({ deposit_id: `D${percentage}`, percentage }));

test('the sandbox deposits make a 0–50 % slider in steps of 5', () => {
  expect(depositSteps(SANDBOX_DEPOSITS)).toEqual({ min: 0, max: 50, step: 5 });
});

test('deposits outside 0–50 % are left out, and uneven steps fall back to their common divisor', () => {
  expect(depositSteps(deposits(60, 10, 20, 30, -5))).toEqual({ min: 10, max: 30, step: 10 });
  expect(depositSteps(deposits(0, 10, 25, 50))).toEqual({ min: 0, max: 50, step: 5 });
});

test('without a usable list the slider runs 0–50 % in 1 % steps', () => {
  expect(depositSteps(null)).toEqual({ min: 0, max: 50, step: 1 });
  expect(depositSteps(deposits(20))).toEqual({ min: 0, max: 50, step: 1 });
});

test('a percentage snaps onto the slider', () => {
  const steps = { min: 10, max: 30, step: 10 };
  expect(snapDeposit(14, steps)).toBe(10);
  expect(snapDeposit(15, steps)).toBe(20);
  expect(snapDeposit(0, steps)).toBe(10);
  expect(snapDeposit(45, steps)).toBe(30);
});
