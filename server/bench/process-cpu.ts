import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU ms, command and parent of one process, from /proc; null once it is gone. */
function stat(pid: number) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command sits in parentheses and may hold spaces: split after the last ')'.
    const command = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // utime + stime, and cutime + cstime: the time of children it has reaped, so a database
    // connection that closes during a round (its backend exits) keeps its CPU in the sum.
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    const ms = (ticks * 1000) / TICKS_PER_SECOND;
    return { command, parent: Number(fields[1]), ms };
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) used so far by a process and its descendants, by command ('node', 'postgres'):
 * read before and after a round, it says where a request's CPU goes — the server's event loop
 * or the database. Linux only (/proc); elsewhere it reports nothing.
 */
export function cpuOfTree(root: number): Record<string, number> {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return {};
  }
  const all = new Map(pids.map((pid) => [pid, stat(pid)] as const));
  const inTree = (pid: number): boolean => {
    for (let at = pid, hops = 0; at > 1 && hops < 10; hops++) {
      if (at === root) return true;
      at = all.get(at)?.parent ?? 0;
    }
    return false;
  };
  const byCommand: Record<string, number> = {};
  for (const [pid, s] of all) {
    if (s && inTree(pid)) byCommand[s.command] = (byCommand[s.command] ?? 0) + s.ms;
  }
  return byCommand;
}

/** CPU ms per command between two readings. */
export function cpuBetween(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(after).map(([command, ms]) => [command, Math.max(0, ms - (before[command] ?? 0))]),
  );
}
