// `npm run backup -- --out FILE` and `npm run restore -- FILE [--force]`: the server's backup
// command (server/src/backup/cli.ts, compiled like the server) with the same DATA_DIR as
// `npm start` (docs/operations.md, "Backups").
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BACKUP_CLI, buildServerIfStale, root } from './builds.mjs';

buildServerIfStale();
const child = spawn(process.execPath, ['--enable-source-maps', BACKUP_CLI, ...process.argv.slice(2)], {
  cwd: path.join(root, 'server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    // Where `npm run` was typed: the archive's path is read from there.
    SABORA_CWD: process.env.INIT_CWD ?? process.cwd(),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
