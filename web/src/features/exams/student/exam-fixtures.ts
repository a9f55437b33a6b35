import type { ExamSubmission, StudentExam, SubmissionFile } from '@sabora/contract';

export const FUTURE = '2099-06-01T10:00:00.000Z';
export const PAST = '2020-06-01T10:00:00.000Z';

/** Test data: an exam as GET /api/exams/student/my-exams returns it. */
export function makeStudentExam(overrides: Partial<StudentExam> = {}): StudentExam {
  const id = overrides._id ?? 'exam-1';
  return {
    _id: id,
    title: 'Algebra midterm',
    description: 'Chapters 1 to 3, show your working.',
    subject: { _id: 'subject-1', name: 'Mathematics', title: 'Mathematics' },
    dueDate: FUTURE,
    file: { originalName: 'algebra-midterm.pdf' },
    fileUrl: `/api/exams/${id}/download`,
    reopened: false,
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

export function submissionFile(kind: 'file' | 'correction-file', id: string, index: number, name: string) {
  return {
    index,
    originalName: name,
    filename: `stored-${index}.pdf`,
    size: 1200,
    url: `/api/exam-submissions/${id}/${kind}/${index}`,
  } satisfies SubmissionFile;
}

/** Test data: the student's submission of `exam`, as GET /api/exam-submissions/my lists it. */
export function makeExamSubmission(
  exam: StudentExam,
  overrides: Partial<ExamSubmission> = {},
): ExamSubmission {
  const id = overrides._id ?? `submission-${exam._id}`;
  return {
    _id: id,
    student: {
      _id: 'student-1',
      studentId: 'STU-0001',
      user: { firstName: 'Omar', lastName: 'Said', email: 'omar@sabora.test' },
    },
    exam: { _id: exam._id, title: exam.title, subject: exam.subject, dueDate: exam.dueDate },
    status: 'submitted',
    isLate: false,
    grade: null,
    feedback: '',
    files: [submissionFile('file', id, 0, 'my-answers.pdf')],
    correctionFiles: [],
    submittedAt: '2026-03-01T09:00:00.000Z',
    dueDate: exam.dueDate,
    createdAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The reply of GET /api/exams/student/my-exams holding every exam on one page. */
export function examsReply(exams: StudentExam[]) {
  return { body: { success: true, data: exams, totalCount: exams.length, totalPages: 1 } };
}
