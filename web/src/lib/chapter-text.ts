import { formatNumber } from './i18n/format';
import { i18next } from './i18n/i18n';
import { isolate } from './isolate';

/** A chapter's duration, in hours, in the page's language. */
export const hoursText = (hours: number) => i18next.t('chapter.hours', { count: hours });

/**
 * How a chapter is named in lists ('Chapter {order}: {title}'), in the page's language, its title
 * isolated: the heading is a string (select options, labels, titles) as much as a text on the page.
 */
export const chapterHeading = (chapter: { order: number; title: string }) =>
  i18next.t('chapter.heading', { order: formatNumber(chapter.order), title: isolate(chapter.title) });
