// `npm run bench:pages -w server` (also part of `npm run bench`): the page weights alone, on a
// server of their own. `WEB_DIST=<dir>` weighs another build, e.g. a copy of the previous one, so a
// before and an after come from the same run.
import { startBenchServer } from './bench-server.js';
import { printPageWeight } from './page-weight.js';

const { config, database, app, base } = await startBenchServer();
try {
  if (!config.webDist) throw new Error('The web app is not built: npm run build (or set WEB_DIST).');
  console.log(`web build: ${config.webDist}`);
  await printPageWeight(base, true);
} finally {
  await app.close();
  await database.close();
}
