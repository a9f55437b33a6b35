import type { Exam } from '@sabora/contract';
import { IDS, maths } from '../../question-bank/question-fixtures';

/** Test data: an exam as GET /api/exams returns it to staff. */
export function makeExam(overrides: Partial<Exam> = {}): Exam {
  const id = overrides._id ?? 'eeeeeeee-0000-4000-8000-000000000001';
  return {
    _id: id,
    title: 'Algebra midterm',
    description: 'Chapters 1 to 3. Calculators allowed.',
    subject: { _id: IDS.maths, name: maths.name, title: maths.title },
    dueDate: '2099-05-20T09:00:00.000Z',
    file: { originalName: 'midterm.pdf' },
    fileUrl: `/api/exams/${id}/download`,
    reopened: false,
    createdAt: '2026-01-05T09:00:00.000Z',
    submissionCount: 0,
    ...overrides,
  };
}

/** The reply of GET /api/exams for one page of 20. */
export function examsReply(exams: Exam[], totalCount = exams.length) {
  return {
    body: { success: true, data: exams, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / 20)) },
  };
}
