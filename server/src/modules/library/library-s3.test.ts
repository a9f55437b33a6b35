import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { call, fields, pdf, sendForm } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import { tempDir } from '../../../test/temp-dirs.js';
import { sweepOrphanFiles } from '../../jobs/sweep-files.js';
import { S3Storage } from '../../plugins/s3-storage.js';

/** The library on S3-compatible storage (s3rver): streamed in, refused uploads leave no object, Range reads. */
let s3rver: S3rver;
let t: TestContext;
let school: Awaited<ReturnType<typeof makeSchool>>;
let objects: () => Promise<string[]>;

beforeAll(async () => {
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: tempDir('sabora-s3-'),
    configureBuckets: [{ name: 'sabora-library', configs: [] }],
  });
  const { port } = await s3rver.run();
  const options = {
    bucket: 'sabora-library',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  objects = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: options.bucket }))).Contents ?? []).map(
      (o) => o.Key!,
    );
  t = await createTestApp({}, { storage: new S3Storage(options) });
  school = await makeSchool(t);
});
afterAll(async () => {
  await t.close();
  await s3rver.close();
});

const form = () =>
  fields({ title: 'Sheet', type: 'material', subject: school.subject.id, chapter: school.chapter.id });

it('stores a material in the bucket, serves ranges of it, and removes it with the item', async () => {
  const content = Buffer.from('%PDF-1.7\n'.padEnd(8 * 1024 * 1024, 'y'));
  const created = await sendForm(
    t,
    'POST',
    '/api/library',
    [...form(), pdf('big.pdf', content)],
    school.admin.headers,
  );
  expect(created.statusCode, created.body).toBe(201);
  expect(await objects()).toHaveLength(1);
  const id = created.json().data._id;
  const range = await t.app.inject({
    method: 'GET',
    url: `/api/library/${id}/file`,
    headers: { ...school.student.headers, range: 'bytes=0-7' },
  });
  expect(range.statusCode).toBe(206);
  expect(range.body).toBe('%PDF-1.7');
  const whole = await call(t, 'POST', `/api/library/${id}/download`, school.student.headers);
  expect(whole.rawPayload.equals(content)).toBe(true);
  expect((await call(t, 'DELETE', `/api/library/${id}`, school.admin.headers)).statusCode).toBe(200);
  expect(await objects()).toEqual([]);
});

it('a file refused by its content leaves no object behind', async () => {
  const program = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(6 * 1024 * 1024)]);
  const reply = await sendForm(
    t,
    'POST',
    '/api/library',
    [...form(), pdf('setup.pdf', program)],
    school.admin.headers,
  );
  expect(reply.statusCode).toBe(400);
  expect(reply.json().message).toContain('not a real PDF');
  expect(await objects()).toEqual([]);
});

it('the orphan sweep removes an object no row names from the bucket, and keeps the rest', async () => {
  const created = await sendForm(
    t,
    'POST',
    '/api/library',
    [...form(), pdf('kept.pdf', '%PDF-1.4 kept')],
    school.admin.headers,
  );
  expect(created.statusCode).toBe(201);
  await t.storage.put('2026-11/left-by-a-crash.pdf', Readable.from([Buffer.from('%PDF-1.4 orphan')]));
  expect(await objects()).toHaveLength(2);
  expect(await sweepOrphanFiles(t.database.db, t.storage, 0)).toBe(1);
  expect(await objects()).toHaveLength(1);
  expect(await t.storage.exists('2026-11/left-by-a-crash.pdf')).toBe(false);
});
