import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Pool } from 'pg';
import type { BaseLogger } from 'pino';

/** The waiting and running jobs of one queue, sampled when /metrics is read. */
export interface QueueSize {
  queue: string;
  /** Jobs due now (created or waiting for their retry, their start time passed). */
  waiting: number;
  active: number;
  /** Seconds since the oldest due job could have started; 0 when none waits. */
  oldestWaitingSeconds: number;
}

export type PaymentOutcome = 'succeeded' | 'declined' | 'requires_action';

/**
 * What the processes measure, in words of the application: modules record through this face and never
 * import prom-client. One registry per platform (tests build several in one process).
 */
export interface Metrics {
  /** One HTTP answer: the route's pattern (`/api/companies/:siren`), never the raw URL. */
  httpAnswered(answer: { method: string; route: string; status: number; seconds: number }): void;
  /** One attempt of a job ended. */
  jobEnded(job: { queue: string; failed: boolean; seconds: number }): void;
  /** One mail handed to the mail server (or written to $DATA_DIR/mail), or refused. */
  mailEnded(outcome: 'sent' | 'failed'): void;
  /** A charge's outcome applied to its payment. */
  paymentSettled(provider: string, outcome: PaymentOutcome): void;
  /** An order's file is ready: seconds since the order was placed (paid: by the subscription, or by the payment that converted its pre-order). */
  orderFileReady(kind: string, seconds: number): void;
  /** An order ended without a file, with its error code. */
  orderUnfulfillable(kind: string, code: string): void;
  /** Samples a pool's connections at each scrape. */
  watchPool(name: string, pool: Pool): void;
  /** Samples the job queues' sizes at each scrape. */
  watchQueues(sample: () => Promise<readonly QueueSize[]>): void;
  /** The Prometheus text exposition of every metric. */
  exposition(): Promise<{ contentType: string; body: string }>;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 1800];
const ORDER_BUCKETS = [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 900, 3600];
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The metrics of one process, with Node's own (event loop lag, memory, GC) under `process_` and `nodejs_`. */
export function createMetrics(logger: Pick<BaseLogger, 'warn'>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time of one job attempt, by queue and outcome (completed or failed).',
    labelNames: ['queue', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const jobFailures = new Counter({ name: 'job_failures_total', help: 'Job attempts that threw (each is retried until its queue retry limit).', labelNames: ['queue'], registers: [registry] });
  const mails = new Counter({ name: 'mail_deliveries_total', help: 'Mails handed to the mail server (sent) or refused by it (failed).', labelNames: ['outcome'], registers: [registry] });
  const payments = new Counter({ name: 'payments_total', help: 'Charge outcomes applied to payments, by provider and outcome.', labelNames: ['provider', 'outcome'], registers: [registry] });
  const orderReady = new Histogram({
    name: 'order_file_ready_seconds',
    help: 'Time from an order placed (paid) to its file ready, by document kind.',
    labelNames: ['kind'],
    buckets: ORDER_BUCKETS,
    registers: [registry],
  });
  const unfulfillable = new Counter({ name: 'orders_unfulfillable_total', help: 'Orders ended without a file, by kind and error code.', labelNames: ['kind', 'code'], registers: [registry] });

  const pools = new Map<string, Pool>();
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of a PostgreSQL pool: total open, idle, and requests waiting for one (waiting > 0: the pool is exhausted).',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const [name, pool] of pools) {
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'Most connections a PostgreSQL pool opens.',
    labelNames: ['pool'],
    registers: [registry],
    collect() {
      for (const [name, pool] of pools) this.set({ pool: name }, pool.options.max ?? 10);
    },
  });

  let queueSampler: (() => Promise<readonly QueueSize[]>) | null = null;
  let sampled: Promise<readonly QueueSize[]> | null = null;
  // The three queue gauges read one sample per scrape.
  const queueSizes = (): Promise<readonly QueueSize[]> => {
    if (!queueSampler) return Promise.resolve([]);
    sampled ??= queueSampler()
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'metrics: job queue sizes not sampled');
        return [] as QueueSize[];
      })
      .finally(() => setImmediate(() => (sampled = null)));
    return sampled;
  };
  const queueGauge = (name: string, help: string, read: (size: QueueSize) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const size of await queueSizes()) this.set({ queue: size.queue }, read(size));
      },
    });
  queueGauge('job_queue_waiting_jobs', 'Jobs due and not yet taken by a worker, per queue.', (size) => size.waiting);
  queueGauge('job_queue_active_jobs', 'Jobs being worked, per queue.', (size) => size.active);
  queueGauge('job_queue_oldest_waiting_seconds', 'Seconds the oldest due job of a queue has waited for a worker.', (size) => size.oldestWaitingSeconds);

  return {
    httpAnswered({ method, route, status, seconds }) {
      http.observe({ method: KNOWN_METHODS.has(method) ? method : 'OTHER', route, status_code: String(status) }, seconds);
    },
    jobEnded({ queue, failed, seconds }) {
      jobDuration.observe({ queue, outcome: failed ? 'failed' : 'completed' }, seconds);
      if (failed) jobFailures.inc({ queue });
    },
    mailEnded(outcome) {
      mails.inc({ outcome });
    },
    paymentSettled(provider, outcome) {
      payments.inc({ provider, outcome });
    },
    orderFileReady(kind, seconds) {
      orderReady.observe({ kind }, Math.max(0, seconds));
    },
    orderUnfulfillable(kind, code) {
      unfulfillable.inc({ kind, code });
    },
    watchPool(name, pool) {
      pools.set(name, pool);
    },
    watchQueues(sample) {
      queueSampler = sample;
    },
    async exposition() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
