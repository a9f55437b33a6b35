/**
 * The bodies of the hostile load (hostile-load.ts), as bytes for a bare socket: an attacker writes
 * what it likes, not what an HTTP client library would send.
 */

const CRLF = Buffer.from('\r\n');

/** A JSON body `{"token":"x","z":[[[…]]]}`, arrays nested `levels` deep in it: ~2 bytes a level. */
export function deepJsonBody(levels: number): string {
  return `{"token":"x","z":${'['.repeat(levels)}${']'.repeat(levels)}}`;
}

/** A request's line and headers, up to and with the blank line that ends them. */
export function requestHead(method: string, path: string, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${lines.join('')}\r\n`;
}

/**
 * A multipart form of text fields, as pieces to write one after another; each value is one piece,
 * so a large value reused for every field is never copied.
 */
export function multipartPieces(boundary: string, fields: readonly { name: string; value: Buffer }[]) {
  return [
    ...fields.flatMap(({ name, value }) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      value,
      CRLF,
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
}

/** The pieces of a body sent with `Transfer-Encoding: chunked`: one chunk each, then the last. */
export function chunkedPieces(pieces: readonly Buffer[]): Buffer[] {
  return [
    ...pieces
      .filter((piece) => piece.length > 0)
      .flatMap((piece) => [Buffer.from(`${piece.length.toString(16)}\r\n`), piece, CRLF]),
    Buffer.from('0\r\n\r\n'),
  ];
}
