// `npm run bench:gradebook -w server`: the gradebook of a large class (gradebook.ts) and the ZIP of
// a homework's hand-ins (hand-ins-zip.ts) alone.
import { createStorage } from '../src/plugins/storage.js';
import { startBenchServer } from './bench-server.js';
import { gradebookLoad } from './gradebook.js';
import { handInsZipMemory } from './hand-ins-zip.js';

const { config, database, app, base } = await startBenchServer();
const gradebook = await gradebookLoad(database.workDb, base, Number(process.env.BENCH_SECONDS ?? 5));
await handInsZipMemory(
  database.workDb,
  await createStorage(config),
  base,
  gradebook.headers,
  gradebook.subjectId,
);
await app.close();
await database.close();
