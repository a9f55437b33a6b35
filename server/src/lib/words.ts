/** "an IGCSE", "a National": the article an English message needs before a word. */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
