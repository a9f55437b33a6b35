// The attackers of the hostile load (hostile-load.ts), in a process of their own so that their
// writing never runs on the server's event loop nor counts in its memory. Forked by hostile-load.ts
// with the server's port and the window's seconds (the parent's Authorization header in
// BENCH_HOSTILE_AUTHORIZATION); sends `ready` as it begins, and its report when the window is over.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { chunkedPieces, deepJsonBody, multipartPieces, requestHead } from './hostile-bodies.js';
import { parseReply } from './student-connection.js';

export interface AttackerReport {
  /** Replies by attack, then by status ('no reply (…)' when the connection ended without one). */
  replies: Record<string, Record<string, number>>;
  /** The first message the server gave for each attack and status. */
  messages: Record<string, string>;
  /** CPU time of this process, the attackers' share of the shared machine. */
  cpuMs: number;
}

const ATTACKS = {
  deepJson: 'deep JSON (verify-email)',
  fieldsForm: 'chunked 50 × 1 MiB fields (avatar)',
  slowBody: 'slow body (login)',
} as const;

/** Any address of the loopback network reaches the server; the health client uses 127.0.0.1. */
const ATTACKER_ADDRESS = '127.0.0.2';
const DEEP_JSON_LEVELS = 6000;
const FORM_FIELDS = 50;
const MiB = 1024 * 1024;
const SLOW_BODY_LENGTH = 1000;
const SLOW_BYTE_EVERY_MS = 2000;

const [port, seconds] = process.argv.slice(2).map(Number) as [number, number];
const authorization = process.env.BENCH_HOSTILE_AUTHORIZATION ?? '';
const until = Date.now() + seconds * 1000;
const open = new Set<net.Socket>();
const report: AttackerReport = { replies: {}, messages: {}, cpuMs: 0 };

/** Writes a piece, waiting while the socket's buffer is full; false once the socket is gone. */
async function write(socket: net.Socket, piece: Buffer | string) {
  if (socket.destroyed) return false;
  if (!socket.write(piece)) {
    await new Promise((resolve) => {
      socket.once('drain', resolve);
      socket.once('close', resolve);
    });
  }
  return !socket.destroyed;
}

/**
 * One attack on a new connection: `send` writes the request while the reply is awaited; the
 * connection is dropped as soon as a whole reply arrived (the next attack starts at once).
 */
function attack(name: string, send: (socket: net.Socket) => Promise<unknown>) {
  return new Promise<void>((resolve) => {
    // From an address of their own, as attackers are: the server makes that address wait once it
    // sent too many malformed requests (plugins/malformed-requests.ts), not everyone.
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: ATTACKER_ADDRESS });
    open.add(socket);
    let received = Buffer.alloc(0);
    const settle = (outcome: string, message?: unknown) => {
      if (!open.delete(socket)) return;
      socket.destroy();
      // An attack cut short by the end of the window got no answer it was owed.
      if (Date.now() < until) {
        report.replies[name] ??= {};
        report.replies[name][outcome] = (report.replies[name][outcome] ?? 0) + 1;
        if (typeof message === 'string') report.messages[`${name} ${outcome}`] ??= message;
      }
      resolve();
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const reply = parseReply(received);
      if (reply) settle(String(reply.status), reply.body?.message);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => settle(`no reply (${error.code})`));
    socket.on('close', () => settle('no reply (closed)'));
    socket.once('connect', () => void send(socket).catch(() => undefined));
  });
}

const deepJson = deepJsonBody(DEEP_JSON_LEVELS);
const deepJsonRequest =
  requestHead('POST', '/api/auth/verify-email', {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(deepJson)),
  }) + deepJson;

const fieldValue = Buffer.alloc(MiB, 'a');
async function sendFieldsForm(socket: net.Socket) {
  const boundary = `----hostile${randomBytes(8).toString('hex')}`;
  const fields = Array.from({ length: FORM_FIELDS }, (_, i) => ({ name: `f${i}`, value: fieldValue }));
  const head = requestHead('PUT', '/api/users/me/avatar', {
    authorization,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'transfer-encoding': 'chunked',
  });
  if (!(await write(socket, head))) return;
  for (const piece of chunkedPieces(multipartPieces(boundary, fields))) {
    if (!(await write(socket, piece))) return;
  }
}

async function sendSlowBody(socket: net.Socket) {
  const head = requestHead('POST', '/api/auth/login', {
    'content-type': 'application/json',
    'content-length': String(SLOW_BODY_LENGTH),
  });
  for (let sent = -1; sent < SLOW_BODY_LENGTH; sent++) {
    if (!(await write(socket, sent < 0 ? head : '{'))) return;
    await new Promise((resolve) => setTimeout(resolve, SLOW_BYTE_EVERY_MS));
  }
}

/** Which attacks run (BENCH_HOSTILE_ATTACKS, to see what each costs): by default all three. */
const chosen = new Set((process.env.BENCH_HOSTILE_ATTACKS ?? 'deepJson,fieldsForm,slowBody').split(','));
const fastAttacks = [
  () => attack(ATTACKS.deepJson, (socket) => write(socket, deepJsonRequest)),
  () => attack(ATTACKS.fieldsForm, sendFieldsForm),
].filter((_, i) => chosen.has(['deepJson', 'fieldsForm'][i]!));

/** Two attackers, each starting its next attack as soon as the server answered the last. */
const fast = async () => {
  for (let i = 0; fastAttacks.length > 0 && Date.now() < until; i++)
    await fastAttacks[i % fastAttacks.length]!();
};
const slow = async () => {
  while (chosen.has('slowBody') && Date.now() < until) await attack(ATTACKS.slowBody, sendSlowBody);
};

process.send?.('ready');
const stop = setTimeout(() => {
  for (const socket of open) socket.destroy();
}, until - Date.now());
await Promise.all([fast(), slow()]);
clearTimeout(stop);
const cpu = process.cpuUsage();
report.cpuMs = (cpu.user + cpu.system) / 1000;
process.send?.(report, () => process.exit(0));
