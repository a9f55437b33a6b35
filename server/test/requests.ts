import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TestContext } from './app.js';
import { multipart, type Part } from './multipart.js';

/** Calls to the app under test and counts of what it stored. */

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Form values → multipart parts; arrays become repeated fields. */
export const fields = (values: Record<string, string | string[]>): Part[] =>
  Object.entries(values).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((v) => ({ name, value: v })) : [{ name, value }],
  );

export const pdf = (name = 'sheet.pdf', content: Buffer | string = '%PDF-1.4 sheet'): Part => ({
  name: 'file',
  filename: name,
  content,
  contentType: 'application/pdf',
});

export function sendForm(
  t: TestContext,
  method: 'POST' | 'PUT',
  url: string,
  parts: Part[],
  headers: Headers,
) {
  const form = multipart(parts);
  return t.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
}

export const get = (t: TestContext, url: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url, headers });

/** A JSON call (the payload, when given, is sent as JSON). */
export const call = (t: TestContext, method: Method, url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** How many files are on disk under the test's uploads folder. */
export async function filesOnDisk(t: TestContext) {
  const entries = await readdir(path.join(t.dataDir, 'uploads'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

export async function rowCount(t: TestContext, table: PgTable) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** An ISO date this many days from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Reads until `done` holds or `ms` pass (work done by the job queue lands a moment later). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}
