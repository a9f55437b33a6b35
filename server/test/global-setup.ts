import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client.js';
import { startEmbeddedServer } from '../src/db/embedded-server.js';
import { adminQuery, databaseUrl, dropDatabase } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the run's PostgreSQL server with the right to create databases. */
    postgresUrl: string;
    /** The migrated database each test file copies (one per run, dropped at its end). */
    postgresTemplate: string;
  }
}

/**
 * One PostgreSQL server per run: the embedded one (a cluster of its own, thrown away after the
 * run), or the server of TEST_DATABASE_URL for the `server-postgres` project. Migrates once into a
 * template database; each test file copies it (test/database.ts).
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches the test workers, not this process: read it from the project.
  if (project.config.env?.SABORA_TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('SABORA_TEST_DB=postgres needs TEST_DATABASE_URL');
    return migratedTemplate(project, url);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sabora-test-pg-'));
  const server = await startEmbeddedServer({ dir: path.join(dir, 'db'), unsafeFast: true });
  await migratedTemplate(project, server.url('postgres'));
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

async function migratedTemplate(project: TestProject, url: string) {
  // A name of its own per run, so runs (and leftovers of other users' runs) never collide.
  const name = `sabora_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const database = openPostgres(databaseUrl(url, name));
  await database.migrate();
  await database.close();
  project.provide('postgresUrl', url);
  project.provide('postgresTemplate', name);
  return () => dropDatabase(url, name);
}
