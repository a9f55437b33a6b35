import net from 'node:net';

/**
 * A TCP proxy in front of a test's PostgreSQL, to make it fail the ways a real one does: stalled
 * (connections accepted and held, nothing answered: a hung server or a dropped network) or down
 * (connections refused), and restored again.
 */
export interface DbProxy {
  /** The database URL through the proxy. */
  via(url: string): string;
  stall(): void;
  /** Sends new connections to another server from now on (one started again at a new socket). */
  retarget(url: string): void;
  refuse(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startDbProxy(targetUrl: string): Promise<DbProxy> {
  // The test server is reached by its Unix socket (`?host=/dir`) or by TCP.
  let target = new URL(targetUrl);
  let socketDir = target.searchParams.get('host');
  const connectUpstream = () =>
    socketDir
      ? net.connect({ path: `${socketDir}/.s.PGSQL.${target.port || 5432}` })
      : net.connect(Number(target.port || 5432), target.hostname);
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let stalled = false;
  const keep = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    keep(client);
    if (stalled) return;
    const upstream = connectUpstream();
    keep(upstream);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    via(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      through.searchParams.delete('host');
      return through.toString();
    },
    retarget(url) {
      target = new URL(url);
      socketDir = target.searchParams.get('host');
    },
    stall() {
      stalled = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async refuse() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        dropAll();
      });
    },
    async restore() {
      // What was held while stalled ends, as a server coming back would end it; new ones pass.
      stalled = false;
      dropAll();
      if (!server.listening) await listen(port);
    },
    async close() {
      dropAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
