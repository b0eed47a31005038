import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { LoadingProgress, type ProgressState } from './loading-progress.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function track() {
  const states: ProgressState[] = [];
  const bar = new LoadingProgress((s) => states.push(s));
  return { bar, last: () => states.at(-1), states };
}

test('a navigation shorter than the 200 ms throttle never shows the bar', () => {
  const { bar, states } = track();
  bar.start();
  vi.advanceTimersByTime(150);
  bar.finish();
  vi.advanceTimersByTime(2000);
  expect(states.some((s) => s.visible)).toBe(false);
});

test('a slow navigation shows the bar after 200 ms and it creeps forward', () => {
  const { bar, last } = track();
  bar.start();
  vi.advanceTimersByTime(199);
  expect(last()).toBeUndefined();
  vi.advanceTimersByTime(1);
  expect(last()).toEqual({ visible: true, progress: 0 });
  vi.advanceTimersByTime(1000);
  expect(last()?.progress).toBeCloseTo(50, 0);
});

test('on finish it fills, hides after 500 ms and resets after a further 400 ms', () => {
  const { bar, last } = track();
  bar.start();
  vi.advanceTimersByTime(600);
  bar.finish();
  expect(last()).toEqual({ visible: true, progress: 100 });
  vi.advanceTimersByTime(499);
  expect(last()?.visible).toBe(true);
  vi.advanceTimersByTime(1);
  expect(last()).toEqual({ visible: false, progress: 100 });
  vi.advanceTimersByTime(400);
  expect(last()).toEqual({ visible: false, progress: 0 });
});
