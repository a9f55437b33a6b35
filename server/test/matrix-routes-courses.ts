import {
  admins,
  enrolledStudent,
  everyRole,
  only,
  ownWork,
  type Route,
  signedIn,
  staff,
  subjectReaders,
  subjectStaff,
  theStudent,
} from './matrix-access.js';

/** The authorization matrix's lines for subjects, chapters, the question bank, virtual classes and the library. */
export const COURSE_ROUTES: Record<string, Route> = {
  // --- Subjects and chapters ---
  'GET /api/subjects': { access: signedIn },
  'GET /api/subjects/{id}': { access: subjectReaders, params: (f) => ({ id: f.subject.id }) },
  'POST /api/subjects': { access: admins, form: () => [] },
  'PUT /api/subjects/{id}': { access: admins, fresh: (f) => f.fresh.subject(), form: () => [] },
  'DELETE /api/subjects/{id}': { access: admins, fresh: (f) => f.fresh.subject() },
  'GET /api/chapters/subject/{subjectId}': { access: subjectReaders },
  'GET /api/chapters/{id}': { access: subjectReaders, params: (f) => ({ id: f.chapter.id }) },
  'POST /api/chapters': { access: admins },
  'PUT /api/chapters/{id}': { access: admins, fresh: (f) => f.fresh.chapter() },
  'DELETE /api/chapters/{id}': { access: admins, fresh: (f) => f.fresh.chapter() },
  'GET /api/chapters/{subjectId}/homework-counts': { access: subjectStaff },

  // --- Question bank ---
  'GET /api/question-bank': { access: staff },
  'GET /api/question-bank/chapter/{chapterId}': { access: subjectStaff },
  'POST /api/question-bank': { access: subjectStaff, form: (f) => f.forms.question() },
  'PUT /api/question-bank/{id}': {
    access: subjectStaff,
    fresh: (f) => f.fresh.question(),
    form: (f) => f.forms.question(),
  },
  'DELETE /api/question-bank/{id}': { access: subjectStaff, fresh: (f) => f.fresh.question() },
  // Staff only: students see a question's image through the homework or quiz it is in.
  'GET /api/question-bank/{id}/image': { access: subjectStaff, params: (f) => ({ id: f.question._id }) },

  // --- Virtual classes ---
  'GET /api/virtual-classes/student/my-classes': { access: only('student') },
  'POST /api/virtual-classes/{id}/join': {
    access: enrolledStudent,
    params: (f) => ({ id: f.virtualClass._id }),
  },
  'GET /api/virtual-classes/attendance': { access: ownWork, query: theStudent },
  'GET /api/virtual-classes': { access: staff },
  'POST /api/virtual-classes': { access: subjectStaff, json: (f) => f.forms.virtualClass() },
  'GET /api/virtual-classes/teachers': { access: staff },
  'GET /api/virtual-classes/teachers/subject/{subjectId}': { access: subjectStaff },
  // Only admins enrol students, so only they list every student.
  'GET /api/virtual-classes/students': { access: admins },
  'GET /api/virtual-classes/students/subject/{subjectId}': { access: subjectStaff },
  'GET /api/virtual-classes/stats/overview': { access: staff },
  'PUT /api/virtual-classes/{id}': {
    access: subjectStaff,
    fresh: (f) => f.fresh.virtualClass(),
    json: (f) => f.forms.virtualClass(),
  },
  'DELETE /api/virtual-classes/{id}': { access: subjectStaff, fresh: (f) => f.fresh.virtualClass() },
  // Only admins enrol students: every teacher is refused (403, by the service), their own class's too.
  'POST /api/virtual-classes/{id}/enroll': {
    access: admins,
    fresh: (f) => f.fresh.virtualClass(),
    json: (f) => ({ studentIds: [f.student.profile.id] }),
  },
  'GET /api/virtual-classes/{id}/attendance/export': {
    access: subjectStaff,
    params: (f) => ({ id: f.virtualClass._id }),
  },

  // --- Library (an item of `subject`, not public) ---
  'GET /api/library': { access: everyRole },
  'POST /api/library': { access: subjectStaff, form: (f) => f.forms.libraryItem() },
  'PUT /api/library/{id}': {
    access: subjectStaff,
    fresh: (f) => f.fresh.libraryItem(),
    form: (f) => f.forms.libraryEdit(),
  },
  'DELETE /api/library/{id}': { access: subjectStaff, fresh: (f) => f.fresh.libraryItem() },
  'GET /api/library/subjects': { access: everyRole },
  'GET /api/library/subjects/{subjectId}': { access: subjectReaders },
  'GET /api/library/chapter/{chapterId}': { access: subjectReaders },
  'GET /api/library/recent': { access: everyRole },
  'POST /api/library/{id}/download': { access: subjectReaders, params: (f) => ({ id: f.material._id }) },
  'GET /api/library/{id}/file': { access: subjectReaders, params: (f) => ({ id: f.material._id }) },
  'POST /api/library/{id}/view': { access: subjectReaders, params: (f) => ({ id: f.recording._id }) },
};
