// `npm run bench:lighthouse -w server` (also part of `npm run bench`): Lighthouse on the landing
// and sign-in pages of the built app, on a server of their own.
import { startBenchServer } from './bench-server.js';
import { lighthouseScores, printLighthouse } from './lighthouse.js';

const { config, database, app, base } = await startBenchServer();
try {
  if (!config.webDist) throw new Error('The web app is not built: npm run build (or set WEB_DIST).');
  printLighthouse(await lighthouseScores(base));
} finally {
  await app.close();
  await database.close();
}
