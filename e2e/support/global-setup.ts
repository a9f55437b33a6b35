import { rmSync } from 'node:fs';
import { buildServer, SCHOOLS_DIR, startSchool, TEMPLATE_DIR } from './school';

/**
 * Compiles the server, then seeds the demo school once per run: a server on a new DATA_DIR migrates and seeds it, then stops.
 * Each worker starts its own server on a copy (fixtures.ts), so tests never share a school with
 * another worker's.
 */
export default async function globalSetup() {
  buildServer();
  rmSync(SCHOOLS_DIR, { recursive: true, force: true });
  const school = await startSchool(TEMPLATE_DIR, Number(process.env.E2E_PORT ?? 3210) - 1, true);
  await school.stop();
}
