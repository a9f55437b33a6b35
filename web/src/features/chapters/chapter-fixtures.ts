import type { Chapter } from '@sabora/contract';

/** Test data: a chapter as GET /api/chapters/subject/{id} returns it. */
export function makeChapter(overrides: Partial<Chapter> = {}): Chapter {
  return {
    _id: `chapter-${overrides.order ?? 1}`,
    subject: 'subject-1',
    title: 'Functions',
    description: 'What a function is and how to draw one.',
    order: 1,
    content: 'A function maps every input to exactly one output.',
    objectives: ['Define a function', 'Sketch a graph'],
    duration: 1.5,
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}
