import type { Homework } from '@sabora/contract';
import { functions, IDS, maths } from '../../question-bank/question-fixtures';

/** Test data: a homework as GET /api/homeworks returns it to staff. */
export function makeHomework(overrides: Partial<Homework> = {}): Homework {
  const id = overrides._id ?? 'aaaaaaaa-0000-4000-8000-000000000001';
  return {
    _id: id,
    title: 'Functions worksheet',
    text: 'Solve every exercise.',
    subject: { _id: IDS.maths, name: maths.name, title: maths.title },
    chapter: { _id: IDS.functions, title: functions.title, order: functions.order },
    dueDate: '2099-06-01T10:00:00.000Z',
    fileUrl: `/api/homeworks/${id}/download-file`,
    file: { originalName: 'worksheet.pdf' },
    correctionFileUrl: null,
    correctionFile: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    questions: [],
    submissionCount: 0,
    ...overrides,
  };
}

/** The reply of GET /api/homeworks for one page of 10. */
export function homeworksReply(homeworks: Homework[], totalCount = homeworks.length) {
  return {
    body: { success: true, data: homeworks, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / 10)) },
  };
}
