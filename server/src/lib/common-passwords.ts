import { readFileSync } from 'node:fs';
import { refuseCommonPasswords } from '@sabora/contract';

/**
 * The most common passwords (common-passwords.txt, lower case), refused wherever a password is
 * chosen: the contract's password schema asks this list once the server installed it.
 */
const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.toLowerCase()),
);

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());

refuseCommonPasswords(isCommonPassword);
