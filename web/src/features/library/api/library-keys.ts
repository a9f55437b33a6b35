/** Every query of the library screens starts with this key, so one download refreshes them all. */
export const LIBRARY_KEY = ['library'] as const;
