/** A chapter's duration, in hours (staff spec §3). */
export const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** How a chapter is named in lists (spec §2.10). */
export const chapterHeading = (chapter: { order: number; title: string }) =>
  `Chapter ${chapter.order}: ${chapter.title}`;
