import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES } from '@sabora/contract';
import { formatBytes } from '../../lib/format';

const names = AVATAR_EXTENSIONS.map((extension) => extension.toUpperCase());
const typeList = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

export const AVATAR_HINT = `${typeList}, up to ${formatBytes(AVATAR_MAX_BYTES)}.`;
const AVATAR_WRONG_TYPE = `Please choose a ${typeList} image.`;
const AVATAR_TOO_LARGE = `The picture must be at most ${formatBytes(AVATAR_MAX_BYTES)}.`;
/** What the file picker offers; the extension check below is what counts. */
export const AVATAR_ACCEPT = AVATAR_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Checks a chosen picture before upload, as the server will; null when it is fine. */
export function avatarProblem(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!AVATAR_EXTENSIONS.some((allowed) => allowed === extension)) return AVATAR_WRONG_TYPE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE;
  return null;
}
