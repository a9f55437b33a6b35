import http from 'node:http';
import autocannon from 'autocannon';

/**
 * Requests per second of a bare node:http "hello" server in this process, under the same load
 * as the API cases (autocannon here too): what the machine and Node give before any framework,
 * database or rule, so an API case reads as a ratio of it.
 */
export async function bareNodeHttp(connections: number, seconds: number) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"hello":"world"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections, duration: seconds });
  await new Promise((resolve) => server.close(resolve));
  return result.requests.average;
}
