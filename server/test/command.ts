import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const started = new Set<ChildProcess>();

/**
 * A server command run from the sources as its own process (`src/main.ts`, `src/backup/cli.ts`),
 * with its output gathered and its exit code awaited: for tests of what an operator sees.
 */
export function runCommand(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env },
  });
  started.add(child);
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  void exited.then(() => started.delete(child));
  return { child, exited, output: () => output };
}

/** Kills what a test file's commands left running (its afterAll). */
export function killCommands() {
  for (const child of started) child.kill('SIGKILL');
}
