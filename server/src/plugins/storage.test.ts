import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/temp-dirs.js';
import { S3Storage } from './s3-storage.js';
import { type FileStorage, LocalDiskStorage } from './storage.js';

let s3rver: S3rver;
let s3: S3Storage;
beforeAll(async () => {
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: tempDir('sabora-s3-'),
    configureBuckets: [{ name: 'sabora-test', configs: [] }],
  });
  const { port } = await s3rver.run();
  s3 = new S3Storage({
    bucket: 'sabora-test',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});
afterAll(() => s3rver.close());

const stores: [string, () => FileStorage][] = [
  ['local disk', () => new LocalDiskStorage(tempDir('sabora-disk-'))],
  ['S3', () => s3],
];

describe.each(stores)('%s storage', (_name, make) => {
  it('stores, reads back, reports and removes a file, byte for byte', async () => {
    const storage = make();
    const body = `${'x'.repeat(300_000)}ünïcode`;
    const size = await storage.put('2026-11/a.txt', Readable.from([Buffer.from(body)]));
    expect(size).toBe(Buffer.byteLength(body));
    expect(await storage.exists('2026-11/a.txt')).toBe(true);
    expect(await text(await storage.get('2026-11/a.txt'))).toBe(body);
    expect(await text(await storage.get('2026-11/a.txt', { start: 299_998, end: 300_002 }))).toBe('xxün');
    await storage.remove('2026-11/a.txt');
    expect(await storage.exists('2026-11/a.txt')).toBe(false);
  });
});

it('never lets a key escape the upload folder', async () => {
  const storage = new LocalDiskStorage(tempDir('sabora-disk-'));
  await expect(storage.put('../../etc/evil', Readable.from(['x']))).rejects.toThrow(/Invalid storage key/);
});
