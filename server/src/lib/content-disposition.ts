/**
 * A Content-Disposition value naming a file (RFC 6266): an ASCII `filename` for old clients and
 * the exact UTF-8 name in `filename*` (Arabic titles and names stay readable).
 */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment') {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
