/**
 * Image renders waiting their turn: a few at a time, in two lanes, so a burst of large
 * renders (a few hundred ms each at the largest width) never holds up a thumbnail. Renders of the
 * same key already under way are shared, and a lane that is full answers `undefined`
 * at once instead of queueing without end.
 */
export class RenderQueue {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly lanes: { running: number; waiting: (() => void)[] }[];

  constructor(private readonly options: { smallConcurrency: number; largeConcurrency: number; maxWaiting: number; largeFromPixels: number }) {
    this.lanes = [
      { running: 0, waiting: [] },
      { running: 0, waiting: [] },
    ];
  }

  /** Runs `work` for `key` when its lane has room; `undefined` when the lane's queue is full. */
  run(key: string, pixels: number, work: () => Promise<Buffer>): Promise<Buffer> | undefined {
    const shared = this.inFlight.get(key);
    if (shared) return shared;
    const large = pixels >= this.options.largeFromPixels;
    const lane = this.lanes[large ? 1 : 0]!;
    const limit = large ? this.options.largeConcurrency : this.options.smallConcurrency;
    if (lane.running >= limit && lane.waiting.length >= this.options.maxWaiting) return undefined;
    const job = (async () => {
      if (lane.running >= limit) await new Promise<void>((resolve) => lane.waiting.push(resolve));
      lane.running += 1;
      try {
        return await work();
      } finally {
        lane.running -= 1;
        lane.waiting.shift()?.();
      }
    })();
    this.inFlight.set(key, job);
    void job.finally(() => this.inFlight.delete(key)).catch(() => undefined);
    return job;
  }
}
