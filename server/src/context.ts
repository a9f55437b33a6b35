import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { WatchTables } from './db/table-changes.js';
import type { JobQueue } from './jobs/queue.js';
import type { Mailer } from './plugins/mail.js';
import type { FileStorage } from './plugins/storage.js';

/** What services need from the outside world; built once in buildApp and handed to each module. */
export interface AppContext {
  config: Config;
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  /** Work done later or elsewhere: reminders, mail (jobs/queue.ts). */
  jobs: JobQueue;
  /** Tells when given tables change, in any process (db/table-changes.ts), for what is kept in memory. */
  watchTables: WatchTables;
}

/** What every module's routes plugin receives from buildApp. */
export interface ModuleOptions {
  ctx: AppContext;
}
