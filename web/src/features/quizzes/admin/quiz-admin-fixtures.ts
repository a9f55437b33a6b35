import { QUIZZES_PAGE_SIZE, type StaffQuiz } from '@sabora/contract';
import { IDS, maths } from '../../question-bank/question-fixtures';

/** Test data: a quiz as GET /api/quizzes returns it to staff. */
export function makeQuiz(overrides: Partial<StaffQuiz> = {}): StaffQuiz {
  const questions = overrides.questions ?? [];
  return {
    _id: 'bbbbbbbb-0000-4000-8000-000000000001',
    title: 'Functions check',
    description: 'Ten minutes on domains and ranges.',
    subject: { _id: IDS.maths, name: maths.name, title: maths.title, code: maths.code },
    questions,
    questionCount: questions.length,
    dueDate: '2099-06-01T10:00:00.000Z',
    durationMinutes: 30,
    attemptCount: 0,
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** The reply of GET /api/quizzes for one page of 20. */
export function quizzesReply(quizzes: StaffQuiz[], totalCount = quizzes.length) {
  return {
    body: {
      success: true,
      data: quizzes,
      totalCount,
      totalPages: Math.max(1, Math.ceil(totalCount / QUIZZES_PAGE_SIZE)),
    },
  };
}
