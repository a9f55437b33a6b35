import {
  type missingHomeworkSchema,
  STAFF_SUBMISSIONS_PAGE_SIZE,
  type staffExamSubmissionSchema,
  type staffHomeworkSubmissionSchema,
  type staffQuizSubmissionSchema,
} from '@sabora/contract';
import type { z } from 'zod';
import { IDS } from '../question-bank/question-fixtures';
import type { StaffSubmissionItem } from './api/submission-view';

type StaffHomework = z.infer<typeof staffHomeworkSubmissionSchema>;
type StaffExam = z.infer<typeof staffExamSubmissionSchema>;
type StaffQuiz = z.infer<typeof staffQuizSubmissionSchema>;
type MissingHomework = z.infer<typeof missingHomeworkSchema>;

export const SUBMISSION_IDS = {
  homework: 'cccccccc-0000-4000-8000-000000000001',
  quiz: 'cccccccc-0000-4000-8000-000000000002',
  exam: 'cccccccc-0000-4000-8000-000000000003',
  assignment: 'dddddddd-0000-4000-8000-000000000001',
  student: 'eeeeeeee-0000-4000-8000-000000000001',
} as const;

const student = {
  _id: SUBMISSION_IDS.student,
  studentId: 'STU-0042',
  user: { firstName: 'Youssef', lastName: 'Mostafa', email: 'youssef@sabora.test' },
};
const assignment = {
  _id: SUBMISSION_IDS.assignment,
  title: 'Quadratics homework',
  subject: { _id: IDS.maths, name: 'Mathematics' },
  dueDate: '2026-03-01T18:00:00.000Z',
};
const common = {
  student,
  status: 'submitted' as const,
  isLate: false,
  grade: null,
  feedback: '',
  correctionFiles: [],
  gradeHistory: [],
  submittedAt: '2026-02-28T10:15:00.000Z',
  dueDate: assignment.dueDate,
};

/** Test data: a homework submission as GET /api/homework-submissions returns it to staff. */
export function makeHomeworkSubmission(overrides: Partial<StaffHomework> = {}): StaffHomework {
  return {
    ...common,
    _id: SUBMISSION_IDS.homework,
    homework: assignment,
    files: [
      {
        index: 0,
        originalName: 'answers.pdf',
        filename: 'stored-answers.pdf',
        size: 2048,
        url: `/api/homework-submissions/${SUBMISSION_IDS.homework}/file/0`,
      },
    ],
    createdAt: common.submittedAt,
    ...overrides,
  };
}

export function makeExamSubmission(overrides: Partial<StaffExam> = {}): StaffExam {
  return {
    ...common,
    _id: SUBMISSION_IDS.exam,
    exam: { ...assignment, title: 'Algebra midterm' },
    files: [],
    createdAt: common.submittedAt,
    ...overrides,
  };
}

export function makeQuizSubmission(overrides: Partial<StaffQuiz> = {}): StaffQuiz {
  return {
    ...common,
    _id: SUBMISSION_IDS.quiz,
    quiz: { _id: assignment._id, title: 'Functions check', subject: assignment.subject },
    status: 'graded',
    grade: 50,
    score: 50,
    totalQuestions: 2,
    correctAnswers: 1,
    timeTaken: 95,
    startedAt: '2026-02-28T10:13:25.000Z',
    files: [],
    answers: [],
    ...overrides,
  };
}

/** A `status=missing` row: no submission, so no submitted time, grade or files. */
export function makeMissingHomework(overrides: Partial<MissingHomework> = {}): MissingHomework {
  return {
    _id: `missing:${assignment._id}:${student._id}`,
    status: 'missing',
    student,
    homework: assignment,
    grade: null,
    feedback: '',
    isLate: false,
    files: [],
    correctionFiles: [],
    gradeHistory: [],
    submittedAt: null,
    dueDate: assignment.dueDate,
    ...overrides,
  };
}

/** The reply of GET /api/{kind}-submissions for one page of 10. */
export function submissionsReply(items: StaffSubmissionItem[], totalCount = items.length) {
  return {
    body: {
      success: true,
      data: items,
      totalCount,
      totalPages: Math.max(1, Math.ceil(totalCount / STAFF_SUBMISSIONS_PAGE_SIZE)),
    },
  };
}
