/** Every cached homework query lives under this key, so a save or delete reloads them all. */
export const HOMEWORKS_KEY = ['homeworks'] as const;
