import { enrolledStudent, only, type Route, staff, subjectReaders, subjectStaff } from './matrix-access.js';

/** The authorization matrix's lines for homeworks, exams and quizzes. */
export const WORK_ROUTES: Record<string, Route> = {
  // --- Homeworks ---
  'GET /api/homeworks': { access: staff },
  // A valid answer, so the out-of-scope student meets the 404 rather than a 400 (the student: 409, handed in).
  'PUT /api/homeworks/{id}/answers': {
    access: enrolledStudent,
    params: (f) => ({ id: f.homework._id }),
    json: (f) => ({ answers: [{ question: f.question._id, selectedAnswer: 'x' }] }),
  },
  'POST /api/homeworks': { access: subjectStaff, form: (f) => f.forms.homework() },
  'GET /api/homeworks/student/my-homeworks': { access: only('student') },
  'PUT /api/homeworks/{id}': {
    access: subjectStaff,
    fresh: (f) => f.fresh.homework(),
    form: (f) => f.forms.homework(),
  },
  'DELETE /api/homeworks/{id}': { access: subjectStaff, fresh: (f) => f.fresh.homework() },
  'GET /api/homeworks/{id}/download-file': {
    access: subjectReaders,
    params: (f) => ({ id: f.homework._id }),
  },
  // Students and parents only once the due date has passed (it has, for this homework).
  'GET /api/homeworks/{id}/correction-file': {
    access: subjectReaders,
    params: (f) => ({ id: f.homework._id }),
  },
  'GET /api/homeworks/{id}/submissions.zip': {
    access: subjectStaff,
    params: (f) => ({ id: f.homework._id }),
  },
  'GET /api/homeworks/{id}/questions/{questionId}/image': {
    access: subjectReaders,
    params: (f) => ({ id: f.homework._id }),
  },

  // --- Exams ---
  'GET /api/exams': { access: staff },
  'POST /api/exams': { access: subjectStaff, form: (f) => f.forms.exam() },
  'GET /api/exams/student/my-exams': { access: only('student') },
  'PUT /api/exams/{id}': { access: subjectStaff, fresh: (f) => f.fresh.exam(), form: (f) => f.forms.exam() },
  'DELETE /api/exams/{id}': { access: subjectStaff, fresh: (f) => f.fresh.exam() },
  'GET /api/exams/{id}/download': { access: subjectReaders, params: (f) => ({ id: f.exam._id }) },
  'GET /api/exams/{id}/submissions.zip': { access: subjectStaff, params: (f) => ({ id: f.exam._id }) },

  // --- Quizzes ---
  'GET /api/quizzes': { access: staff },
  'POST /api/quizzes': { access: subjectStaff, json: (f) => f.forms.quiz() },
  'PUT /api/quizzes/{id}': {
    access: subjectStaff,
    fresh: (f) => f.fresh.quiz(),
    json: (f) => f.forms.quiz(),
  },
  'DELETE /api/quizzes/{id}': { access: subjectStaff, fresh: (f) => f.fresh.quiz() },
  'GET /api/quizzes/{id}/statistics': { access: subjectStaff, params: (f) => ({ id: f.quiz._id }) },
  'GET /api/quizzes/available': { access: only('student') },
  // The student has taken this quiz already: a second start is a 409, a second submit the first result.
  'POST /api/quizzes/{id}/start': { access: enrolledStudent, params: (f) => ({ id: f.quiz._id }) },
  'POST /api/quizzes/{id}/submit': {
    access: enrolledStudent,
    params: (f) => ({ id: f.quiz._id }),
    json: () => ({}),
  },
  // A valid answer, so the out-of-scope student meets the 404 rather than a 400 (the student: 409, submitted).
  'PUT /api/quizzes/{id}/answers': {
    access: enrolledStudent,
    params: (f) => ({ id: f.quiz._id }),
    json: (f) => ({ answers: [{ question: f.question._id, selectedAnswer: 'x' }] }),
  },
  // The quiz's staff and a student who has an attempt at it; not the parent (decisions, "Start").
  'GET /api/quizzes/{id}/questions/{questionId}/image': {
    access: { ...subjectReaders, parent: 404 },
    params: (f) => ({ id: f.quiz._id }),
  },

  // --- Announcements ---
  'GET /api/announcements': { access: subjectReaders, query: (f) => ({ subject: f.subject.id }) },
  'POST /api/announcements': { access: subjectStaff, form: (f) => f.forms.announcement() },
  'DELETE /api/announcements/{id}': { access: subjectStaff, fresh: (f) => f.fresh.announcement() },
  'GET /api/announcements/{id}/file': { access: subjectReaders, params: (f) => ({ id: f.announcement._id }) },

  // --- Gradebook ---
  'GET /api/gradebook': { access: subjectStaff, query: (f) => ({ subject: f.subject.id }) },
  'GET /api/homeworks/{id}/statistics': { access: subjectStaff, params: (f) => ({ id: f.homework._id }) },
  'GET /api/exams/{id}/statistics': { access: subjectStaff, params: (f) => ({ id: f.exam._id }) },
  'GET /api/gradebook/export': {
    access: subjectStaff,
    query: (f) => ({ subject: f.subject.id, format: 'xlsx' }),
  },
};
