import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The figures that belong to the process rather than to one app instance: Node's own (memory, CPU,
 * event-loop lag, handles) and the hot paths' batch sizes (lib/batch.ts). Collected once per
 * process; `GET /metrics` (plugins/metrics.ts) shows them beside the app's.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/**
 * How many calls each batch of a hot statement carried (lib/batch.ts): a rush whose batches are
 * large pays a statement and a commit per hundred students, one whose batches are small per few.
 */
export const batchItems = new Histogram({
  name: 'sabora_batch_items',
  help: 'Calls carried by each batch of a hot statement, by batch.',
  labelNames: ['batch'],
  buckets: [1, 2, 5, 10, 25, 50, 100, 250],
  registers: [processRegistry],
});
