import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import type { JobQueue } from '../jobs/queue.js';
import { processRegistry } from '../lib/process-metrics.js';
import { forbidden, unauthorized } from './errors.js';

/** Where a scraper reads the figures (Prometheus's usual path, outside the API). */
export const METRICS_PATH = '/metrics';

/** Seconds; a request's time as the exam rush and the staff lists see it (docs/performance.md). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Compared as digests: equal lengths whatever was sent, and no time told away. */
const digest = (token: string) => createHash('sha256').update(token).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** The longest a scrape waits for the job counts before answering without them. */
const JOB_COUNTS_WAIT_MS = 2_000;

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

interface MetricsOptions {
  database: Pick<Database, 'poolStats'>;
  jobs: Pick<JobQueue, 'counts' | 'onFailure'>;
  token?: string;
}

/**
 * `GET /metrics` in Prometheus's text format (docs/operations.md, "Metrics"): every request timed
 * by method, route pattern and status in one hook after its reply; the database pools and the job
 * queue and the connections held open read when the figures are asked for; job failures counted
 * as they happen; Node's own figures. Route patterns, not URLs, so the series stay few. Read from
 * this machine only, or, with METRICS_TOKEN set, by whoever sends it as a bearer token, from
 * anywhere.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { database, jobs, token }: MetricsOptions) => {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its reply sent, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'sabora_db_pool_connections',
    help: "The database pools' connections (total, idle) and the callers waiting for one.",
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const [pool, stats] of Object.entries(database.poolStats())) {
        for (const [state, n] of Object.entries(stats)) this.set({ pool, state }, n);
      }
    },
  });
  new Gauge({
    name: 'sabora_job_queue_jobs',
    help: 'Jobs in the queue by kind and state: waiting (its depth), active, failed (kept for a while).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      // While the database is away or slow the other figures still answer; these are left out.
      const counts = await Promise.race([
        jobs.counts().catch(() => []),
        new Promise<[]>((resolve) => setTimeout(() => resolve([]), JOB_COUNTS_WAIT_MS).unref()),
      ]);
      for (const { queue, state, count } of counts) this.set({ queue, state }, count);
    },
  });
  new Gauge({
    name: 'sabora_http_connections',
    help: 'The HTTP connections the server holds open (a browser keeps one open between requests).',
    registers: [registry],
    async collect() {
      const open = await new Promise<number>((resolve) =>
        app.server.getConnections((error, count) => resolve(error ? 0 : count)),
      );
      this.set(open);
    },
  });
  const failures = new Counter({
    name: 'sabora_job_failures_total',
    help: 'Job runs that failed in this process, by kind.',
    labelNames: ['queue'],
    registers: [registry],
  });
  jobs.onFailure((queue) => failures.inc({ queue }));

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
  });

  /** With a token, its bearer from anywhere; without, this machine only, not through a proxy. */
  function mayRead(request: FastifyRequest) {
    if (token) {
      const bearer = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
      if (!bearer || !sameToken(bearer, token)) throw unauthorized();
    } else {
      // The socket's own address, and no proxy in between: behind a proxy on this machine every
      // visitor's socket is local, and a forwarded address can be written by the client.
      const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
      if (forwarded !== undefined || !LOOPBACK.test(request.socket.remoteAddress ?? '')) throw forbidden();
    }
  }

  // Outside /api and its reference: no session is read (the token is not a sign-in).
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    mayRead(request);
    const merged = Registry.merge([processRegistry, registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
});
