import type { AvailableQuiz, QuizStartReply, QuizSubmission, QuizTakingQuestion } from '@sabora/contract';

export const FUTURE = '2099-06-01T10:00:00.000Z';

/** Test data: a quiz as GET /api/quizzes/available lists it. */
export function makeAvailableQuiz(overrides: Partial<AvailableQuiz> = {}): AvailableQuiz {
  return {
    _id: 'quiz-1',
    title: 'Forces check',
    description: 'Newton laws in ten minutes.',
    subject: { _id: 'subject-1', name: 'Physics', title: 'Physics' },
    durationMinutes: 10,
    dueDate: FUTURE,
    questionCount: 3,
    attempt: null,
    ...overrides,
  };
}

/** Three questions as the start reply gives them (no right answers). */
export const QUESTIONS: QuizTakingQuestion[] = [
  {
    _id: 'q-1',
    title: 'What is the unit of force?',
    header: '',
    options: ['Newton', 'Joule', 'Watt'],
    image: null,
  },
  {
    _id: 'q-2',
    title: 'Which law says F = ma?',
    header: 'Think of acceleration.',
    options: ['First', 'Second', 'Third'],
    image: null,
  },
  {
    _id: 'q-3',
    title: 'What is g on Earth, roughly?',
    header: '',
    options: ['9.8 m/s²', '1 m/s²'],
    image: null,
  },
];

/** The reply of POST /api/quizzes/{id}/start: a fresh attempt unless told otherwise. */
export function startReply(overrides: Partial<QuizStartReply> = {}): { body: QuizStartReply } {
  return {
    body: {
      success: true,
      title: 'Forces check',
      description: 'Newton laws in ten minutes.',
      durationMinutes: 10,
      dueDate: FUTURE,
      questions: QUESTIONS,
      startedAt: new Date().toISOString(),
      timeLeftSeconds: 600,
      ...overrides,
    },
  };
}

/** Test data: a graded attempt as GET /api/quiz-submissions/my lists it. */
export function makeQuizSubmission(overrides: Partial<QuizSubmission> = {}): QuizSubmission {
  return {
    _id: 'quiz-sub-1',
    quiz: { _id: 'quiz-0', title: 'Motion basics', subject: { _id: 'subject-1', name: 'Physics' } },
    status: 'graded',
    grade: 67,
    score: 67,
    isLate: false,
    submittedAt: '2026-03-01T09:04:05.000Z',
    startedAt: '2026-03-01T09:00:00.000Z',
    dueDate: FUTURE,
    feedback: '',
    totalQuestions: 3,
    correctAnswers: 2,
    timeTaken: 245,
    correctionFiles: [],
    answers: [
      {
        question: { _id: 'q-1', title: 'What is the unit of force?', options: ['Newton', 'Joule'] },
        selectedAnswer: 'Newton',
        correctAnswer: 'Newton',
        isCorrect: true,
      },
      {
        question: { _id: 'q-2', title: 'Which law says F = ma?', options: ['First', 'Second'] },
        selectedAnswer: 'First',
        correctAnswer: 'Second',
        isCorrect: false,
      },
      {
        question: { _id: 'q-3', title: 'What is g on Earth, roughly?', options: ['9.8 m/s²', '1 m/s²'] },
        selectedAnswer: '',
        correctAnswer: '9.8 m/s²',
        isCorrect: false,
      },
    ],
    ...overrides,
  };
}

/** A list reply in the `{ success, data }` form. */
export const listReply = (data: unknown[]) => ({ body: { success: true, data } });
