import { TOAST_TIMEOUT_MS } from '../kit/stores/toast-store.ts';

/** Why a toast is being held open: the pointer is over it, or focus is inside it. */
export type HoldReason = 'hover' | 'focus';

/**
 * The clock of one toast: it closes after 5000 ms of being shown, the clock stops while
 * the toast is hovered or focused (and runs on only when neither holds it), and closing
 * it by its action or close button ends the clock. `onClose` runs at most once.
 */
export class ToastTimer {
  private remainingMs: number;
  private startedAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly holds = new Set<HoldReason>();
  private closed = false;

  constructor(
    private readonly onClose: () => void,
    timeoutMs: number = TOAST_TIMEOUT_MS,
  ) {
    this.remainingMs = timeoutMs;
    this.run();
  }

  /** Milliseconds left before the toast closes by itself. */
  get remaining(): number {
    return this.timer === undefined ? this.remainingMs : Math.max(0, this.remainingMs - (Date.now() - this.startedAt));
  }

  get isRunning(): boolean {
    return this.timer !== undefined;
  }

  hold(reason: HoldReason): void {
    if (this.closed) return;
    this.holds.add(reason);
    this.stop();
  }

  release(reason: HoldReason): void {
    if (this.closed) return;
    this.holds.delete(reason);
    if (this.holds.size === 0) this.run();
  }

  close(): void {
    if (this.closed) return;
    this.dispose();
    this.onClose();
  }

  /** Stops the clock without closing, e.g. when the toast leaves the page. */
  dispose(): void {
    this.closed = true;
    this.stop();
  }

  private run() {
    if (this.timer !== undefined || this.closed) return;
    this.startedAt = Date.now();
    this.timer = setTimeout(() => this.close(), this.remainingMs);
  }

  private stop() {
    if (this.timer === undefined) return;
    this.remainingMs = this.remaining;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
