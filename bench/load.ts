import http from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Median and 99th percentile latency, in milliseconds. */
  p50: number;
  p99: number;
  errors: number;
}

/**
 * A small closed-loop load generator: `connections` keep-alive connections, each sending
 * the next GET as soon as the previous answer has been read in full. A function as `url`
 * names a new URL for every request.
 */
export async function load(
  url: string | (() => string),
  { seconds, connections, headers = {} }: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      http
        .get(typeof url === 'string' ? url : url(), { agent, headers }, (res) => {
          res.on('data', () => undefined);
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - sent);
            else errors += 1;
            resolve();
          });
        })
        .on('error', () => {
          errors += 1;
          resolve();
        });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, seconds: elapsed, perSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
}
