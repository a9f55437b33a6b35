import { readFileSync } from 'node:fs';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { sweepOrphanFiles } from './jobs/sweep-files.js';
import { createStorage } from './plugins/storage.js';
import { ensureAdmin } from './seed/admin.js';
import { demoAccountLines, seedDemoIfEmpty } from './seed/demo.js';

/** The kernel's cap on a listen backlog (Linux), when it can be read. */
function somaxconn(): number | undefined {
  try {
    return Number.parseInt(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'), 10) || undefined;
  } catch {
    return undefined;
  }
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const storage = await createStorage(config);
  // The demo school before the app: the checks the app starts (reminders, missing work) see it.
  const seeded = config.seedDemo && (await seedDemoIfEmpty(database.workDb, storage));
  const app = await buildApp({ config, database, storage });

  const admin = await ensureAdmin(database.workDb, config.admin);
  if (admin) app.log.info(`Created the admin account ${admin}`);

  // Bytes of uploads whose request died before they were recorded (a crash): removed at start-up
  // and every 6 hours. A failure is logged and tried again next time.
  const sweep = () =>
    sweepOrphanFiles(database.workDb, storage)
      .then((removed) => removed > 0 && app.log.info(`removed ${removed} stored file(s) no record names`))
      .catch((error: unknown) => app.log.warn({ err: error }, 'orphan file sweep failed'));
  void sweep();
  const sweeper = setInterval(() => void sweep(), 6 * 60 * 60 * 1000);
  sweeper.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing open requests, then closing the database`);
    clearInterval(sweeper);
    // Open requests get the grace period to finish; a connection still open after it (a client
    // trickling a body, a stalled download) is closed, so a stop never waits on a client.
    const grace = setTimeout(() => {
      app.log.warn(`connections still open after ${config.shutdownGraceSeconds} s: closing them`);
      app.server.closeAllConnections();
    }, config.shutdownGraceSeconds * 1000);
    grace.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // A promise nobody waits on that fails (a background query when the database went away) is
  // logged, not fatal: one lost connection must not take the whole school down with it.
  process.on('unhandledRejection', (error) => app.log.error({ err: error }, 'unhandled rejection'));

  // The embedded PostgreSQL gone (killed, crashed): Sabora exits non-zero rather than restart it
  // itself, so the supervisor that runs Sabora starts both again, PostgreSQL recovering from its
  // log on the way (docs/operations.md, "When the database fails").
  void database.serverDied?.then((how) => {
    if (closing) return;
    app.log.fatal(
      `The embedded PostgreSQL stopped unexpectedly (${how}); Sabora exits so it can be started again.`,
    );
    process.exit(1);
  });

  // A backlog sized for a rush: with Node's default (511) a class's fresh connections at Start
  // overflowed the queue and were retried by their clients a second or more later
  // (docs/operations.md, "Limits").
  await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
  const kernelCap = somaxconn();
  if (kernelCap !== undefined && kernelCap < config.listenBacklog) {
    app.log.warn(
      `LISTEN_BACKLOG is ${config.listenBacklog} but the kernel allows ${kernelCap} (net.core.somaxconn): raise it for a larger queue`,
    );
  }
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PostgreSQL in ${config.dataDir}/db`;
  const lines = [
    '',
    `Sabora is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
    `Database: ${where}${seeded ? ' (demo school loaded)' : ''}`,
    config.webDist ? '' : 'The web app is not built: run `npm run build` (npm start does it for you).',
  ];
  if (config.seedDemo) lines.push(...demoAccountLines());
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  // One clear line for the mistakes people make when starting it; a stack for anything else.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
