import type { HomeworkSubmission, StudentHomework } from '@sabora/contract';

export const FUTURE = '2099-06-01T10:00:00.000Z';
export const PAST = '2020-06-01T10:00:00.000Z';

/** Test data: a homework as GET /api/homeworks/student/my-homeworks returns it. */
export function makeStudentHomework(overrides: Partial<StudentHomework> = {}): StudentHomework {
  const id = overrides._id ?? 'homework-1';
  return {
    _id: id,
    title: 'Forces worksheet',
    text: 'Answer every question on the worksheet.',
    subject: { _id: 'subject-1', name: 'Physics', title: 'Physics' },
    chapter: { _id: 'chapter-1', title: 'Newton laws', order: 1 },
    dueDate: FUTURE,
    fileUrl: `/api/homeworks/${id}/download-file`,
    file: { originalName: 'forces.pdf' },
    correctionFileUrl: null,
    correctionFile: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    questions: [],
    ...overrides,
  };
}

/** Test data: the student's submission of `homework`, as GET /api/homework-submissions/my lists it. */
export function makeHomeworkSubmission(
  homework: StudentHomework,
  overrides: Partial<HomeworkSubmission> = {},
): HomeworkSubmission {
  const id = overrides._id ?? `submission-${homework._id}`;
  return {
    _id: id,
    student: {
      _id: 'student-1',
      studentId: 'STU-0001',
      user: { firstName: 'Omar', lastName: 'Said', email: 'omar@sabora.test' },
    },
    homework: {
      _id: homework._id,
      title: homework.title,
      subject: { _id: homework.subject._id, name: homework.subject.name },
      dueDate: homework.dueDate,
    },
    status: 'submitted',
    isLate: false,
    grade: null,
    feedback: '',
    files: [
      {
        index: 0,
        originalName: 'my-worksheet.pdf',
        filename: 'stored-0.pdf',
        size: 1200,
        url: `/api/homework-submissions/${id}/file/0`,
      },
    ],
    correctionFiles: [],
    submittedAt: '2026-03-01T09:00:00.000Z',
    dueDate: homework.dueDate,
    createdAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The reply of GET /api/homeworks/student/my-homeworks holding every homework on one page. */
export function homeworksReply(homeworks: StudentHomework[]) {
  return { body: { success: true, data: homeworks, totalCount: homeworks.length, totalPages: 1 } };
}
