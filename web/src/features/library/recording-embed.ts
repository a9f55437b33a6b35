const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d+$/;

function youtubeIdOf(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1];
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind && ['embed', 'shorts', 'live', 'v'].includes(kind) ? id : undefined;
}

function vimeoSrcOf(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const at = parts.findIndex((part) => VIMEO_ID.test(part));
  if (at < 0) return null;
  const id = parts[at] as string;
  // An unlisted video's address carries its privacy hash, which the player needs as `h`.
  const hash = url.searchParams.get('h') ?? parts[at + 1];
  const query = hash && /^[\da-f]+$/i.test(hash) ? `?h=${hash}` : '';
  return `https://player.vimeo.com/video/${id}${query}`;
}

/**
 * The player address of a recording hosted on YouTube or Vimeo, or null for any other address
 * (which then opens in a new tab). Only these two hosts may be framed: the server's CSP allows
 * exactly youtube-nocookie.com and player.vimeo.com.
 */
export function embedSrcOf(recordingUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(recordingUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtubeId = youtubeIdOf(url);
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
  return vimeoSrcOf(url);
}
