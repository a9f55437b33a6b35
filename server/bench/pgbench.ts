import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureDatabase, startEmbeddedServer } from '../src/db/embedded-server.js';
import { undoOnStop } from './on-stop.js';

const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10);
/** As many clients as the server's pool has connections (db/client.ts). */
const CLIENTS = 10;

/** pgbench from PATH, or from Debian's postgresql packages; null when neither is installed. */
function findPgbench(): string | null {
  if (spawnSync('pgbench', ['--version']).status === 0) return 'pgbench';
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  for (const version of readdirSync(root).sort().reverse()) {
    const bin = path.join(root, version, 'bin', 'pgbench');
    if (existsSync(bin)) return bin;
  }
  return null;
}

/**
 * `pgbench -N` (simple updates) transactions per second on the PostgreSQL the bench used: the
 * embedded cluster in DATA_DIR/db (a database of its own), or DATABASE_URL (its pgbench_* tables
 * are dropped afterwards). The yardstick for what the database alone can do on this machine.
 */
export async function pgbenchTps(config: { databaseUrl?: string; dataDir: string }) {
  const pgbench = findPgbench();
  if (!pgbench) return null;
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedServer({ dir: path.join(config.dataDir, 'db') });
  const forget = undoOnStop(() => embedded?.stop());
  try {
    let url = config.databaseUrl;
    if (embedded) {
      await ensureDatabase(embedded, 'pgbench');
      url = embedded.url('pgbench');
    }
    const run = (args: string[]) => {
      const result = spawnSync(pgbench, [...args, url!], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed: ${result.stderr}`);
      return result.stdout;
    };
    run(['-i', '-q', '-s', '10']);
    const out = run(['-N', '-n', '-c', String(CLIENTS), '-j', '2', '-T', String(PGBENCH_SECONDS)]);
    if (!embedded) run(['-i', '-I', 'd']);
    const tps = /tps = ([\d.]+)/.exec(out)?.[1];
    return tps ? { tps: Math.round(Number(tps)), clients: CLIENTS, pgbench } : null;
  } finally {
    await embedded?.stop();
    forget();
  }
}
