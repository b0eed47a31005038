import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ToastTimer } from './toast-timer.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function timer() {
  const onClose = vi.fn();
  return { toast: new ToastTimer(onClose), onClose };
}

test('a toast left alone closes after exactly 5000 ms', () => {
  const { onClose } = timer();
  vi.advanceTimersByTime(4999);
  expect(onClose).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(onClose).toHaveBeenCalledOnce();
});

test('hovering stops the clock and leaving resumes it with the time that was left', () => {
  const { toast, onClose } = timer();
  vi.advanceTimersByTime(3000);
  toast.hold('hover');
  vi.advanceTimersByTime(60_000);
  expect(onClose).not.toHaveBeenCalled();
  expect(toast.remaining).toBe(2000);
  toast.release('hover');
  vi.advanceTimersByTime(1999);
  expect(onClose).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(onClose).toHaveBeenCalledOnce();
});

test('focus inside the toast holds it open just like hovering', () => {
  const { toast, onClose } = timer();
  vi.advanceTimersByTime(1000);
  toast.hold('focus');
  vi.advanceTimersByTime(10_000);
  expect(onClose).not.toHaveBeenCalled();
  toast.release('focus');
  vi.advanceTimersByTime(4000);
  expect(onClose).toHaveBeenCalledOnce();
});

test('the clock runs again only when neither hover nor focus holds the toast', () => {
  const { toast, onClose } = timer();
  toast.hold('hover');
  toast.hold('focus');
  toast.release('hover');
  expect(toast.isRunning).toBe(false);
  vi.advanceTimersByTime(10_000);
  expect(onClose).not.toHaveBeenCalled();
  toast.release('focus');
  expect(toast.isRunning).toBe(true);
  vi.advanceTimersByTime(5000);
  expect(onClose).toHaveBeenCalledOnce();
});

test('several pauses add up to the same 5000 ms of showing time', () => {
  const { toast, onClose } = timer();
  for (let i = 0; i < 4; i++) {
    vi.advanceTimersByTime(1000);
    toast.hold('hover');
    vi.advanceTimersByTime(700);
    toast.release('hover');
  }
  expect(toast.remaining).toBe(1000);
  vi.advanceTimersByTime(999);
  expect(onClose).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(onClose).toHaveBeenCalledOnce();
});

test('closing by the action or close button closes once and the clock never fires afterwards', () => {
  const { toast, onClose } = timer();
  vi.advanceTimersByTime(2000);
  toast.close();
  expect(onClose).toHaveBeenCalledOnce();
  toast.close();
  toast.release('hover');
  vi.advanceTimersByTime(10_000);
  expect(onClose).toHaveBeenCalledOnce();
});

test('a disposed timer never closes the toast', () => {
  const { toast, onClose } = timer();
  toast.dispose();
  vi.advanceTimersByTime(10_000);
  expect(onClose).not.toHaveBeenCalled();
});
