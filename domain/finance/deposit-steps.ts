import type { V12Deposit } from '../../schemas/generated/index.ts';
import { DEPOSIT_MAX_PERCENT, DEPOSIT_MIN_PERCENT } from './offer-rules.ts';

export interface DepositSteps {
  min: number;
  max: number;
  step: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The deposit slider: from the smallest to the largest deposit the provider accepts,
 * within 0–50 %, in the steps between them. Without a usable list, 0–50 % in 1 % steps.
 */
export function depositSteps(deposits: readonly V12Deposit[] | null): DepositSteps {
  const percentages = [...new Set((deposits ?? []).map((d) => d.percentage))]
    .filter((p) => Number.isInteger(p) && p >= DEPOSIT_MIN_PERCENT && p <= DEPOSIT_MAX_PERCENT)
    .sort((a, b) => a - b);
  const first = percentages[0];
  const last = percentages.at(-1);
  if (first === undefined || last === undefined || first === last) return { min: DEPOSIT_MIN_PERCENT, max: DEPOSIT_MAX_PERCENT, step: 1 };
  const step = percentages.slice(1).reduce((divisor, p, index) => gcd(divisor, p - (percentages[index] ?? 0)), 0);
  return { min: first, max: last, step };
}

/** A deposit percentage moved onto the slider: within its ends, on one of its steps. */
export function snapDeposit(percent: number, { min, max, step }: DepositSteps): number {
  const onStep = min + Math.round((percent - min) / step) * step;
  return Math.min(max, Math.max(min, onStep));
}
