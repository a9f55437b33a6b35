import type { Question } from '@sabora/contract';
import { makeChapter } from '../chapters/chapter-fixtures';
import { makeSubject } from '../subjects/subject-fixtures';

/** Ids as the server gives them (UUIDs): the forms check them with the contract's schemas. */
export const IDS = {
  maths: '11111111-1111-4111-8111-111111111111',
  physics: '22222222-2222-4222-8222-222222222222',
  functions: '33333333-3333-4333-8333-333333333333',
  limits: '44444444-4444-4444-8444-444444444444',
  forces: '55555555-5555-4555-8555-555555555555',
} as const;

export const maths = makeSubject({ _id: IDS.maths, name: 'Mathematics' });
export const physics = makeSubject({ _id: IDS.physics, name: 'Physics', title: 'IGCSE Physics' });
export const functions = makeChapter({
  _id: IDS.functions,
  subject: IDS.maths,
  order: 1,
  title: 'Functions',
});
export const limits = makeChapter({ _id: IDS.limits, subject: IDS.maths, order: 2, title: 'Limits' });
export const forces = makeChapter({ _id: IDS.forces, subject: IDS.physics, order: 1, title: 'Forces' });

let lastQuestion = 0;

/** Test data: a question as GET /api/question-bank returns it. */
export function makeQuestion(overrides: Partial<Question> = {}): Question {
  lastQuestion += 1;
  const title = overrides.title ?? `What is 2 + ${lastQuestion}?`;
  return {
    _id: `9${String(lastQuestion).padStart(7, '0')}-0000-4000-8000-000000000000`,
    subject: IDS.maths,
    chapter: IDS.functions,
    title,
    header: '',
    questionText: title,
    options: ['3', '4', '5', '6'],
    rightChoice: '4',
    videoLink: '',
    comment: '',
    image: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** The `{ success, data }` reply of the list calls. */
export const listReply = (data: readonly object[]) => ({ body: { success: true, data } });
