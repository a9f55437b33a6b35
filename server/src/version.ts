import { readFileSync } from 'node:fs';

/** Sabora's version, from the server's package.json: shown in the API docs, written into backups. */
export const SABORA_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
