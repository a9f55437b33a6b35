import { describe, expect, it } from 'vitest';
import { batched } from './batch.js';
import { batchItems } from './process-metrics.js';

/** A batch function that records each batch it got and answers item × 10, or fails on `bad`. */
function recorder(bad?: number, delayMs = 5) {
  const batches: number[][] = [];
  let running = 0;
  let mostAtOnce = 0;
  const run = async (items: readonly number[]) => {
    batches.push([...items]);
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((r) => setTimeout(r, delayMs));
    running--;
    if (bad !== undefined && items.includes(bad)) throw new Error(`bad item ${bad}`);
    return items.map((i) => i * 10);
  };
  return { run, batches, mostAtOnce: () => mostAtOnce };
}

describe('batched', () => {
  it('sends calls made together as one batch, each getting its own result in order', async () => {
    const r = recorder();
    const call = batched(r.run, { name: 'test', concurrency: 2, maxItems: 100 });
    expect(await Promise.all([1, 2, 3, 4].map(call))).toEqual([10, 20, 30, 40]);
    expect(r.batches).toEqual([[1, 2, 3, 4]]);
  });

  it('sends a lone call at once, alone', async () => {
    const r = recorder();
    const call = batched(r.run, { name: 'test', concurrency: 2, maxItems: 100 });
    expect(await call(7)).toBe(70);
    expect(await call(8)).toBe(80);
    expect(r.batches).toEqual([[7], [8]]);
  });

  it('runs at most `concurrency` batches at once; what comes meanwhile gathers for the next', async () => {
    const r = recorder();
    const call = batched(r.run, { name: 'test', concurrency: 1, maxItems: 100 });
    const first = call(1);
    await new Promise((resolve) => setImmediate(resolve));
    // The first batch is running: these three wait for it and then go together.
    const rest = [2, 3, 4].map(call);
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40]);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
    expect(r.mostAtOnce()).toBe(1);
  });

  it('splits at `maxItems`', async () => {
    const r = recorder();
    const call = batched(r.run, { name: 'test', concurrency: 4, maxItems: 2 });
    expect(await Promise.all([1, 2, 3, 4, 5].map(call))).toEqual([10, 20, 30, 40, 50]);
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('tries each item of a failed batch alone, so only the bad one fails', async () => {
    const r = recorder(3);
    const call = batched(r.run, { name: 'test', concurrency: 1, maxItems: 100 });
    const results = await Promise.allSettled([1, 2, 3, 4].map(call));
    expect(results.map((x) => (x.status === 'fulfilled' ? x.value : (x.reason as Error).message))).toEqual([
      10,
      20,
      'bad item 3',
      40,
    ]);
    expect(r.batches).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it('fails every call of a batch whose results do not match its items', async () => {
    const call = batched(async (items: readonly number[]) => items.slice(1), {
      name: 'test',
      concurrency: 1,
      maxItems: 10,
    });
    await expect(call(1)).rejects.toThrow('a batch of 1 returned 0 results');
  });

  it("counts the calls each batch carried in the metrics, by the batch's name", async () => {
    const r = recorder();
    const call = batched(r.run, { name: 'counted', concurrency: 1, maxItems: 100 });
    await Promise.all([call(1), call(2), call(3)]);
    await call(4);
    const values = (await batchItems.get()).values.filter((v) => v.labels.batch === 'counted');
    const of = (name: string, le?: number) =>
      values.find(
        (v) => v.metricName === name && (le === undefined || (v.labels as { le?: number }).le === le),
      )?.value;
    expect(of('sabora_batch_items_count')).toBe(2);
    expect(of('sabora_batch_items_sum')).toBe(4);
    expect(of('sabora_batch_items_bucket', 1)).toBe(1);
    expect(of('sabora_batch_items_bucket', 5)).toBe(2);
  });

  it('runs one short batch at a time: what comes meanwhile gathers, though slots are free', async () => {
    const r = recorder();
    const call = batched(r.run, { name: 'test', concurrency: 4, maxItems: 100 });
    const first = call(1);
    await new Promise((resolve) => setImmediate(resolve));
    const second = [2, 3].map(call);
    await new Promise((resolve) => setImmediate(resolve));
    const third = [4, 5].map(call);
    expect(await Promise.all([first, ...second, ...third])).toEqual([10, 20, 30, 40, 50]);
    expect(r.batches).toEqual([[1], [2, 3, 4, 5]]);
    expect(r.mostAtOnce()).toBe(1);
  });

  it('sends a full batch beside a running short one, up to `concurrency`', async () => {
    const r = recorder();
    const call = batched(r.run, { name: 'test', concurrency: 2, maxItems: 3 });
    const first = call(1);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [2, 3, 4, 5, 6, 7, 8].map(call);
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    // [2, 3, 4] is full and goes beside [1]; [5, 6, 7] is full too but both slots are taken.
    expect(r.batches).toEqual([[1], [2, 3, 4], [5, 6, 7], [8]]);
    expect(r.mostAtOnce()).toBe(2);
  });
});
