/**
 * A Content-Disposition value naming a file (RFC 6266): an ASCII `filename` for old clients and
 * the exact UTF-8 name in `filename*` (Arabic titles and names stay readable).
 */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment') {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${extendedValue(fileName)}`;
}

/**
 * RFC 5987's encoding: every byte but its attr-chars percent-encoded. encodeURIComponent leaves
 * ' ( ) * as they are, and a quote there ends the language tag early for a strict reader.
 */
const extendedValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
