/** Every cached library list lives under this key, so a save or a delete reloads them. */
export const LIBRARY_ADMIN_KEY = ['library', 'admin'] as const;
