import { useTranslation } from 'react-i18next';

/**
 * How this folder's screens name a chapter ("Chapter 2: Cells") and its duration ("1.5 hours"), in
 * the page's language. lib/chapter-text.ts says the same in English for the other screens.
 */
export function useChapterWords() {
  const { t } = useTranslation('chapters');
  return {
    heading: (chapter: { order: number; title: string }) =>
      t('chapter.heading', { order: chapter.order, title: chapter.title }),
    hours: (hours: number) => t('chapter.hours', { count: hours }),
  };
}
