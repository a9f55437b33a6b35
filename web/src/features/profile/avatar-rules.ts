import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES } from '@sabora/contract';
import { formatBytes } from '../../lib/format';
import { i18next } from '../../lib/i18n/i18n';

const names = AVATAR_EXTENSIONS.map((extension) => extension.toUpperCase());
/** "PNG, JPG or WEBP" and the size limit, filled into the catalogue's words at the moment of use. */
const params = () => ({
  ns: 'profile' as const,
  types: names.slice(0, -1).join(', '),
  last: names.at(-1),
  size: formatBytes(AVATAR_MAX_BYTES),
});

export const avatarHint = () => i18next.t('avatar.hint', params());
/** What the file picker offers; the extension check below is what counts. */
export const AVATAR_ACCEPT = AVATAR_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Checks a chosen picture before upload, as the server will; null when it is fine. */
export function avatarProblem(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!AVATAR_EXTENSIONS.some((allowed) => allowed === extension))
    return i18next.t('avatar.wrongType', params());
  if (file.size > AVATAR_MAX_BYTES) return i18next.t('avatar.tooLarge', params());
  return null;
}
