import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database.ts';
import { pendingEmailCount } from '../integrations/email/outbox.ts';
import { pathOf } from './http.ts';
import { type JobState, jobStates } from './jobs.ts';

/** The store's Prometheus metrics, one registry per app. */
export interface Metrics {
  registry: Registry;
  renderSeconds: Histogram<'cached'>;
  renderKeptHits: Counter;
  /** Anonymous pages answered whole from the kept copy (server/middleware/kept-pages.ts). */
  pageKeptHits: Counter;
  /** Counts and times every request by its route pattern (never the raw URL). */
  middleware: RequestHandler;
}

export function createMetrics(db: Pick<Database, 'query' | 'poolStats'>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'storefront_' });
  const requests = new Counter({
    name: 'storefront_http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'storefront_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const renderSeconds = new Histogram({
    name: 'storefront_render_duration_seconds',
    help: 'Server render time of a page.',
    labelNames: ['cached'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const renderKeptHits = new Counter({
    name: 'storefront_render_kept_hits_total',
    help: 'Page renders answered from the kept renders of anonymous visitors.',
    registers: [registry],
  });
  const pageKeptHits = new Counter({
    name: 'storefront_page_kept_hits_total',
    help: 'Anonymous pages answered whole from the copy kept since the last store change.',
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'storefront_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting clients).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      for (const [state, n] of Object.entries(stats)) this.set({ state }, n);
    },
  });
  void pool;
  const outbox = new Gauge({
    name: 'storefront_outbox_queue_depth',
    help: 'Emails waiting in the outbox to be sent.',
    registers: [registry],
    async collect() {
      this.set(await pendingEmailCount(db));
    },
  });
  void outbox;
  jobGauges(registry, db);

  const middleware: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    res.on('finish', () => {
      // A kept page answered before Express has no route: it is a page (kept-pages.ts).
      const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : routeOutsideRouter(pathOf(req), res.statusCode);
      end({ method: req.method, route });
      requests.inc({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
  return { registry, renderSeconds, renderKeptHits, pageKeptHits, middleware };
}

/** The label of a request no Express route matched: build files and pictures by prefix, composed pages as `page`. */
function routeOutsideRouter(path: string, status: number): string {
  const prefix = /^\/(assets|media)\//.exec(path)?.[1];
  if (prefix) return `/${prefix}/*`;
  return status === 404 ? 'not-found' : 'page';
}

/**
 * `/metrics` on its own listener, bound to loopback only: never reachable through the store's public port.
 * Resolves once listening.
 */
export function startMetricsServer(metrics: Metrics, port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics');
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      (error: unknown) => res.writeHead(503, { 'content-type': 'text/plain' }).end(`Metrics unavailable: ${String(error)}`),
    );
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

/** The periodic jobs shared by every process (`server/lib/jobs.ts`), one gauge per figure, labelled by job. */
function jobGauges(registry: Registry, db: Pick<Database, 'query'>): void {
  const seconds = (date: Date | null) => (date ? date.getTime() / 1000 : 0);
  const figures: [string, string, (job: JobState) => number][] = [
    ['storefront_job_last_started_timestamp_seconds', 'When the job last started, in any process (0: never).', (job) => seconds(job.lastStartedAt)],
    ['storefront_job_last_finished_timestamp_seconds', 'When the job last finished (0: never).', (job) => seconds(job.lastFinishedAt)],
    ['storefront_job_next_run_timestamp_seconds', 'When the job runs next.', (job) => seconds(job.nextRunAt)],
    ['storefront_job_last_run_failed', '1 when the last run of the job failed (its error is in the log and the jobs table).', (job) => (job.lastError ? 1 : 0)],
    ['storefront_job_runs', 'Runs of the job so far, across every process.', (job) => job.runs],
  ];
  // One read of the jobs table per scrape, shared by the gauges.
  let reading: Promise<JobState[]> | undefined;
  const states = () => {
    reading ??= jobStates(db).finally(() => setTimeout(() => (reading = undefined), 0));
    return reading;
  };
  for (const [name, help, figure] of figures)
    new Gauge({
      name,
      help,
      labelNames: ['job'] as const,
      registers: [registry],
      async collect() {
        for (const job of await states()) this.set({ job: job.name }, figure(job));
      },
    });
}
