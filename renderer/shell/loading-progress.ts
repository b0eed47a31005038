export const LOADING_BAR = { durationMs: 2000, throttleMs: 200, hideDelayMs: 500, resetDelayMs: 400, heightPx: 4 } as const;

export interface ProgressState {
  visible: boolean;
  /** 0–100. */
  progress: number;
}

const TICK_MS = 100;

/**
 * Timing of the navigation loading bar: it appears only when a navigation lasts longer
 * than the throttle, creeps towards 100 % over the duration, jumps to 100 % on finish,
 * hides after the hide delay and resets to 0 after the reset delay.
 */
export class LoadingProgress {
  private state: ProgressState = { visible: false, progress: 0 };
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private ticker: ReturnType<typeof setInterval> | undefined;
  private active = false;

  constructor(private readonly onChange: (state: ProgressState) => void) {}

  start(): void {
    if (this.active) return;
    this.active = true;
    this.clear();
    this.later(LOADING_BAR.throttleMs, () => {
      this.set({ visible: true, progress: 0 });
      const step = (TICK_MS / LOADING_BAR.durationMs) * 100;
      this.ticker = setInterval(() => this.set({ visible: true, progress: Math.min(90, this.state.progress + step) }), TICK_MS);
    });
  }

  finish(): void {
    if (!this.active) return;
    this.active = false;
    const wasVisible = this.state.visible;
    this.clear();
    if (!wasVisible) return;
    this.set({ visible: true, progress: 100 });
    this.later(LOADING_BAR.hideDelayMs, () => {
      this.set({ visible: false, progress: 100 });
      this.later(LOADING_BAR.resetDelayMs, () => this.set({ visible: false, progress: 0 }));
    });
  }

  dispose(): void {
    this.clear();
  }

  private set(state: ProgressState) {
    this.state = state;
    this.onChange(state);
  }

  private later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  private clear() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = undefined;
  }
}
