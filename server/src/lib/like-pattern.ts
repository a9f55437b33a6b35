/** Escapes LIKE wildcards so a search for "100%" means those characters. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
