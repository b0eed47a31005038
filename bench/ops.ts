/** Runs `work` repeatedly for about `seconds` after a warm-up and reports operations per second. */
export async function opsPerSecond(work: () => unknown, seconds: number, warmUpSeconds = 0.5): Promise<number> {
  const warmUntil = performance.now() + warmUpSeconds * 1000;
  while (performance.now() < warmUntil) await work();
  let count = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    await work();
    count += 1;
  }
  return count / ((performance.now() - started) / 1000);
}
