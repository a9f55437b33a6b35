import { randomBytes } from 'node:crypto';
import http from 'node:http';

/** Where uploads go: the create call of a kind of item that takes a file, and its form fields. */
export interface UploadTarget {
  name: string;
  /** The call of the i-th upload of a run (a function when each needs an item of its own). */
  path: string | ((i: number) => string);
  method?: 'POST' | 'PUT';
  /** Its form fields (a function when they differ per upload). */
  fields: Record<string, string> | ((i: number) => Record<string, string>);
  /** The form field of the file (default `file`). */
  fileField?: string;
  /** Its delete call, for removing what the bench made: `${deletePath}/${id}`; none for submissions. */
  deletePath?: string;
}

/**
 * Memory of uploads: K uploads of SIZE bytes at once to a create call, sent
 * by a client that streams one reused 64 KiB chunk (so the client holds almost nothing), while the
 * process's RSS is sampled every 10 ms. Reports the peak RSS growth per in-flight upload; the
 * uploads stream to storage, so it should stay near the stream buffers (target ≤ 2 MB), far below
 * the file size.
 */
export async function uploadMemory(
  base: string,
  headers: Record<string, string>,
  target: UploadTarget,
  options: { uploads: number; bytes: number },
) {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const head = Buffer.from('%PDF-1.7\n');

  function upload(i: number): Promise<{ status: number; id?: string }> {
    const boundary = `----bench${randomBytes(8).toString('hex')}`;
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const preamble = Buffer.from(
      field('title', `Bench upload ${i}`) +
        Object.entries(typeof target.fields === 'function' ? target.fields(i) : target.fields)
          .map(([name, value]) => field(name, value))
          .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="${target.fileField ?? 'file'}"; filename="bench-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const ending = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = preamble.length + options.bytes + ending.length;
    return new Promise((resolve, reject) => {
      const path = typeof target.path === 'string' ? target.path : target.path(i);
      const request = http.request(
        `${base}${path}`,
        {
          method: target.method ?? 'POST',
          headers: {
            ...headers,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(length),
          },
        },
        (response) => {
          let body = '';
          response.on('data', (d) => {
            body += d;
          });
          response.on('end', () => {
            const id = (JSON.parse(body) as { data?: { _id: string } }).data?._id;
            resolve({ status: response.statusCode ?? 0, id });
          });
        },
      );
      request.on('error', reject);
      (async () => {
        request.write(preamble);
        request.write(head);
        let sent = head.length;
        while (sent < options.bytes) {
          const part = chunk.subarray(0, Math.min(chunk.length, options.bytes - sent));
          sent += part.length;
          if (!request.write(part)) await new Promise((r) => request.once('drain', r));
        }
        request.end(ending);
      })().catch(reject);
    });
  }

  global.gc?.();
  await new Promise((r) => setTimeout(r, 200));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = Date.now();
  const results = await Promise.all(Array.from({ length: options.uploads }, (_, i) => upload(i)));
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const growth = (peak - baseline) / options.uploads;
  return {
    ok: results.filter((r) => r.status >= 200 && r.status < 300).length,
    ids: results.flatMap((r) => (r.id ? [r.id] : [])),
    perUploadMiB: growth / 2 ** 20,
    throughputMiBs: (options.uploads * options.bytes) / 2 ** 20 / seconds,
  };
}
