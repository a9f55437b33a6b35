import { useTranslation } from 'react-i18next';
import { isolate } from '../../lib/isolate';

/**
 * How this folder's screens name a chapter ("Chapter 2: Cells") and its duration ("1.5 hours"), in
 * the page's language, its title isolated as lib/chapter-text.ts does for the other screens.
 */
export function useChapterWords() {
  const { t } = useTranslation('chapters');
  return {
    heading: (chapter: { order: number; title: string }) =>
      t('chapter.heading', { order: chapter.order, title: isolate(chapter.title) }),
    hours: (hours: number) => t('chapter.hours', { count: hours }),
  };
}
