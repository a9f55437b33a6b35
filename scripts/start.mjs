// `npm start`: builds the web app and the server when their sources are newer than their builds,
// then runs the compiled server (which migrates the database, loads the demo school on first run
// and serves both).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServerIfStale, buildWebIfStale, root, SERVER_MAIN } from './builds.mjs';

buildWebIfStale();
buildServerIfStale();

const server = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
  cwd: path.join(root, 'server'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
