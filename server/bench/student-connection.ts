import net from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Reply {
  status: number;
  body: Record<string, unknown> | undefined;
}

const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * One student's browser connection in the exam rush: HTTP/1.1 keep-alive on a bare socket, one
 * request at a time. The rush measures the server, and on this machine the load shares its two
 * cores: Node's `http.request` (agent, parser, streams) cost the client 0.28–0.50 ms of CPU per
 * submit, a fifth to a third of the round, that 2,000 browsers on their own machines never take
 * from a server. Writing the request as bytes and reading the reply's status, length and body is
 * what load generators such as autocannon do. Replies are JSON with a `content-length` or chunked,
 * compressed (asked for as a browser asks) or not.
 */
export class StudentConnection {
  private readonly socket: net.Socket;
  private received: Buffer = Buffer.alloc(0);
  private pending: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | undefined;
  private closedBy: Error | undefined;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
      this.settle();
    });
    const fail = (error: Error) => {
      this.closedBy ??= error;
      const pending = this.pending;
      this.pending = undefined;
      pending?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(Object.assign(new Error('connection closed'), { code: 'ECONNRESET' })));
  }

  static open(port: number): Promise<StudentConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new StudentConnection(socket));
      });
    });
  }

  request(method: string, path: string, token: string, json?: unknown): Promise<Reply> {
    if (this.closedBy) return Promise.reject(this.closedBy);
    if (this.pending) return Promise.reject(new Error('one request at a time on a connection'));
    const body = json === undefined ? '' : JSON.stringify(json);
    const head =
      `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n` +
      // As a browser asks: the server compresses replies over 1 KB (a quiz's questions).
      (process.env.BENCH_NO_COMPRESSION ? '' : 'accept-encoding: gzip, deflate, br, zstd\r\n') +
      (token ? `authorization: Bearer ${token}\r\n` : '') +
      (json === undefined
        ? '\r\n'
        : `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n`);
    return new Promise<Reply>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(head + body);
    });
  }

  close() {
    this.socket.destroy();
  }

  /** Resolves the request in flight once its whole reply has arrived. */
  private settle() {
    const reply = parseReply(this.received);
    if (!reply || !this.pending) return;
    this.received = this.received.subarray(reply.bytes);
    const pending = this.pending;
    this.pending = undefined;
    pending.resolve({ status: reply.status, body: reply.body });
  }
}

/**
 * A complete HTTP/1.1 reply at the start of `data`, with how many bytes it took; null while part
 * of it has yet to arrive. Exported for its test.
 */
export function parseReply(data: Buffer): (Reply & { bytes: number }) | null {
  const headersEnd = data.indexOf(HEADERS_END);
  if (headersEnd < 0) return null;
  const head = data.toString('latin1', 0, headersEnd);
  const status = Number(head.slice(9, 12));
  const lines = head.split('\r\n');
  const header = (name: string) =>
    lines
      .find((line) => line.slice(0, name.length + 1).toLowerCase() === `${name}:`)
      ?.slice(name.length + 1)
      .trim();
  let at = headersEnd + HEADERS_END.length;
  let raw: Buffer;
  if (header('transfer-encoding')?.toLowerCase() === 'chunked') {
    const parts: Buffer[] = [];
    for (;;) {
      const lineEnd = data.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(data.toString('latin1', at, lineEnd), 16);
      if (!Number.isFinite(size)) throw new Error('a malformed chunk in a reply');
      const chunkEnd = lineEnd + 2 + size;
      // The chunk, then its CRLF (after the last, empty chunk: the CRLF that ends the reply).
      if (data.length < chunkEnd + 2) return null;
      if (size === 0) {
        at = chunkEnd + 2;
        break;
      }
      parts.push(data.subarray(lineEnd + 2, chunkEnd));
      at = chunkEnd + 2;
    }
    raw = Buffer.concat(parts);
  } else {
    const length = Number(header('content-length') ?? 0);
    if (data.length < at + length) return null;
    raw = data.subarray(at, at + length);
    at += length;
  }
  const encoding = header('content-encoding')?.toLowerCase();
  const text = (
    encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
  ).toString('utf8');
  let body: Record<string, unknown> | undefined;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = undefined;
  }
  return { status, body, bytes: at };
}
