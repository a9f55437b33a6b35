import {
  emptyGrade,
  only,
  ownWork,
  type Route,
  staff,
  subjectReaders,
  subjectStaff,
  theStudent,
} from './matrix-access.js';

/** The authorization matrix's lines for hand-ins and their grading. */
export const SUBMISSION_ROUTES: Record<string, Route> = {
  // --- Submissions: the student's own, read by them, their parent and the subject's staff ---
  'GET /api/homework-submissions/my': { access: ownWork, query: theStudent },
  'GET /api/homework-submissions/my/{itemId}': {
    access: ownWork,
    params: (f) => ({ itemId: f.homework._id }),
    query: theStudent,
  },
  'POST /api/homework-submissions/submit': { access: only('student'), form: () => [] },
  'GET /api/homework-submissions/{id}/file/{index}': {
    access: subjectReaders,
    params: (f) => ({ id: f.homeworkSubmission._id }),
  },
  'GET /api/homework-submissions/{id}/correction-file/{index}': {
    access: subjectReaders,
    params: (f) => ({ id: f.homeworkSubmission._id }),
  },
  'GET /api/homework-submissions/{id}/earlier-file/{index}': {
    access: subjectReaders,
    params: (f) => ({ id: f.homeworkSubmission._id }),
  },
  // Only the student's own hand-in (graded here, so they get 409); another student's does not exist.
  'PUT /api/homework-submissions/{id}/files': {
    access: { ...only('student'), studentOfOtherSubject: 404 },
    params: (f) => ({ id: f.homeworkSubmission._id }),
    form: () => [],
  },
  'GET /api/exam-submissions/my': { access: ownWork, query: theStudent },
  'GET /api/exam-submissions/my/{itemId}': {
    access: ownWork,
    params: (f) => ({ itemId: f.exam._id }),
    query: theStudent,
  },
  'POST /api/exam-submissions/submit': { access: only('student'), form: () => [] },
  'GET /api/exam-submissions/{id}/file/{index}': {
    access: subjectReaders,
    params: (f) => ({ id: f.examSubmission._id }),
  },
  'GET /api/exam-submissions/{id}/correction-file/{index}': {
    access: subjectReaders,
    params: (f) => ({ id: f.examSubmission._id }),
  },
  'GET /api/exam-submissions/{id}/earlier-file/{index}': {
    access: subjectReaders,
    params: (f) => ({ id: f.examSubmission._id }),
  },
  // Only the student's own hand-in (graded here, so they get 409); another student's does not exist.
  'PUT /api/exam-submissions/{id}/files': {
    access: { ...only('student'), studentOfOtherSubject: 404 },
    params: (f) => ({ id: f.examSubmission._id }),
    form: () => [],
  },
  'GET /api/quiz-submissions/my': { access: ownWork, query: theStudent },
  'GET /api/quiz-submissions/{id}/correction-file/{index}': {
    access: subjectReaders,
    params: (f) => ({ id: f.quizAttempt.id }),
  },

  // --- Grading ---
  'GET /api/homework-submissions': { access: staff },
  'PUT /api/homework-submissions/{id}/grade': {
    access: subjectStaff,
    params: (f) => ({ id: f.homeworkSubmission._id }),
    form: emptyGrade,
  },
  'GET /api/exam-submissions': { access: staff },
  'PUT /api/exam-submissions/{id}/grade': {
    access: subjectStaff,
    params: (f) => ({ id: f.examSubmission._id }),
    form: emptyGrade,
  },
  'GET /api/quiz-submissions': { access: staff },
  'PUT /api/quiz-submissions/{id}/grade': {
    access: subjectStaff,
    params: (f) => ({ id: f.quizAttempt.id }),
    form: emptyGrade,
  },
};
