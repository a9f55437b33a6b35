async function reasonOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: the status says enough.
  }
  return `Request failed with status ${response.status}`;
}

interface ApiFileRequest {
  /** The API path, e.g. "/students/export" (the /api prefix is added). */
  path: string;
  method?: 'GET' | 'POST';
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
}

/**
 * A file of the API, fetched with the reader's session (the cookie) so that a refusal can be
 * read and shown, which a plain link or frame cannot do. A refusal throws an Error with the server's message.
 */
export async function fetchApiFile({
  path,
  method = 'GET',
  query,
  signal,
}: ApiFileRequest): Promise<Response> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value) params.set(key, value);
  const search = params.toString();
  const response = await fetch(`/api${path}${search ? `?${search}` : ''}`, {
    method,
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new Error(await reasonOf(response));
  return response;
}

/** The path the file helpers expect: the server's file URL without its '/api' prefix. */
export const apiPathOf = (url: string) => (url.startsWith('/api/') ? url.slice('/api'.length) : url);
