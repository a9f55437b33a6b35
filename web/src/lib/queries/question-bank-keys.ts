/** Every cached question-bank list lives under this key, so a save or delete reloads them all. */
export const QUESTION_BANK_KEY = ['question-bank'] as const;
