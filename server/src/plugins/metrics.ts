import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import { forbidden, unauthorized } from './errors.js';

/** The process's own figures (memory, CPU, event loop delay), collected once per process. */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'sabora_' });

declare module 'fastify' {
  interface FastifyInstance {
    /** The figures in Prometheus's text format, for an admin or the scraper's token (else 401/403). */
    readMetrics(request: FastifyRequest): Promise<{ contentType: string; text: string }>;
  }
}

/** Seconds; a request's time as the exam rush and the staff lists see it (docs/performance.md). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Compared as digests: equal lengths whatever was sent, and no time told away. */
const digest = (token: string) => createHash('sha256').update(token).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * The figures `GET /api/metrics` serves (docs/operations.md, "Metrics"): every request counted by method, route
 * pattern and status, and timed, in one hook after the reply; the database pools' connections read
 * when the figures are asked for. Route patterns, not URLs, so the series stay few.
 */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    { database, token }: { database: Pick<Database, 'poolStats'>; token?: string },
  ) => {
    const registry = new Registry();
    const requests = new Counter({
      name: 'sabora_http_requests_total',
      help: 'Requests answered, by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'sabora_http_request_duration_seconds',
      help: 'Time from a request arriving to its reply sent, by method and route.',
      labelNames: ['method', 'route'],
      buckets: BUCKETS,
      registers: [registry],
    });
    new Gauge({
      name: 'sabora_db_connections',
      help: "The database pools' connections: open, idle, and requests waiting for one.",
      labelNames: ['pool', 'state'],
      registers: [registry],
      collect() {
        for (const [pool, stats] of Object.entries(database.poolStats())) {
          for (const [state, n] of Object.entries(stats)) this.set({ pool, state }, n);
        }
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      const path = request.routeOptions.url ?? 'unmatched';
      requests.inc({ method: request.method, route: path, status: reply.statusCode });
      duration.observe({ method: request.method, route: path }, reply.elapsedTime / 1000);
    });

    /** An admin, or the scraper's bearer token when METRICS_TOKEN is set. */
    function mayRead(request: FastifyRequest) {
      const bearer = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
      if (token && bearer && sameToken(bearer, token)) return;
      if (!request.user) throw unauthorized();
      if (request.user.role !== 'admin') throw forbidden();
    }

    app.decorate('readMetrics', async (request: FastifyRequest) => {
      mayRead(request);
      const merged = Registry.merge([processRegistry, registry]);
      return { contentType: merged.contentType, text: await merged.metrics() };
    });
  },
);
