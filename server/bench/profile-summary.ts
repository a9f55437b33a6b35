// `npx tsx bench/profile-summary.ts <file.cpuprofile>`: where a V8 CPU profile spent its time,
// by function (self time) and by package or source folder, so a profile reads without a GUI.
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const profile = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
for (const [i, id] of profile.samples.entries())
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (url: string) => {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return url;
  return url.replace(/^.*\/(server|contract)\/src\//, '$1/').replace(/\/[^/]+$/, '/');
};
const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
const functions = new Map<string, number>();
const places = new Map<string, number>();
for (const [id, us] of self) {
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  add(functions, `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`, us);
  add(places, where(url), us);
}
const top = (map: Map<string, number>, n: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${((us / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n');
console.log(`total ${(total / 1e6).toFixed(1)} s sampled\n\nby package or folder:\n${top(places, 25)}`);
console.log(`\nby function (self):\n${top(functions, 30)}`);
