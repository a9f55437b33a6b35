import {
  type Access,
  admins,
  anyone,
  only,
  ownWork,
  type Route,
  signedIn,
  staff,
  theStudent,
  WHO,
} from './matrix-access.js';

/** The authorization matrix's lines for public routes, accounts, people and the student's home. */
export const PEOPLE_ROUTES: Record<string, Route> = {
  // --- Public ---
  'GET /api/health': { access: anyone },
  'GET /api/health/live': { access: anyone },
  // Where backups are kept and why one failed: the running of the school.
  'GET /api/backups/status': { access: admins },
  'GET /api/public-config': { access: anyone },
  'POST /api/auth/login': { access: anyone },
  'POST /api/auth/parent-login': { access: anyone },
  'POST /api/auth/forgot-password': { access: anyone },
  'POST /api/auth/reset-password': { access: anyone },
  'POST /api/auth/verify-email': { access: anyone },
  // Public so that a stale or revoked token can still clear its cookie.
  'POST /api/auth/logout': { access: anyone },
  'GET /api/subjects/popular': { access: anyone },
  // The public course catalogue: active subjects, their outline, no people.
  'GET /api/catalogue/subjects': { access: anyone },
  'GET /api/catalogue/subjects/{id}': { access: anyone, params: (f) => ({ id: f.subject.id }) },
  // The landing page shows subject pictures to visitors.
  'GET /api/subjects/{id}/image': { access: anyone, params: (f) => ({ id: f.subject.id }) },
  // A calendar app cannot sign in: the secret token in the address is the key.
  'GET /api/calendar/{token}': { access: anyone, params: async (f) => ({ token: await f.calendarToken() }) },

  // --- Accounts ---
  'POST /api/auth/register': { access: admins },
  'GET /api/auth/me': { access: signedIn },
  'PUT /api/users/{userId}/password': { access: admins, fresh: (f) => f.fresh.user() },
  'GET /api/users/me/settings': { access: signedIn },
  'PUT /api/users/me/settings': { access: signedIn },
  'PUT /api/users/me': { access: signedIn },
  'PUT /api/users/me/password': { access: signedIn },
  'PUT /api/users/me/avatar': { access: signedIn, form: () => [] },
  // Avatars are shown to every signed-in user (docs/decisions.md, "Profile").
  'GET /api/users/{userId}/avatar': { access: signedIn },
  'GET /api/notifications': { access: signedIn },
  'GET /api/notifications/unread-count': { access: signedIn },
  'PUT /api/notifications/read-all': { access: signedIn },
  // The student's own notification: nobody else's, an admin's included.
  'PUT /api/notifications/{id}/read': {
    access: { ...Object.fromEntries(WHO.map((who) => [who, 404])), none: 401, student: 'ok' } as Access,
    params: (f) => ({ id: f.notification.id }),
  },
  'GET /api/audit': { access: admins },

  // --- People (admins) ---
  'GET /api/teachers': { access: admins },
  'POST /api/teachers': { access: admins },
  'PUT /api/teachers/{id}': { access: admins, fresh: (f) => f.fresh.teacher() },
  'DELETE /api/teachers/{id}': { access: admins, fresh: (f) => f.fresh.teacher() },
  'POST /api/teachers/{teacherId}/subjects/{subjectId}': {
    access: admins,
    fresh: (f) => f.fresh.unassigned(),
  },
  'DELETE /api/teachers/{teacherId}/subjects/{subjectId}': {
    access: admins,
    fresh: (f) => f.fresh.assignment(),
  },
  'GET /api/students': { access: admins },
  'GET /api/students/export': { access: admins },
  'POST /api/students': { access: admins },
  'POST /api/students/with-account': { access: admins },
  'PUT /api/students/{id}': { access: admins, fresh: (f) => f.fresh.student() },
  'DELETE /api/students/{id}': { access: admins, fresh: (f) => f.fresh.student() },
  'POST /api/students/import/preview': { access: admins, form: () => [] },
  'POST /api/students/import': { access: admins, form: () => [] },
  'GET /api/parents': { access: admins },
  'GET /api/parents/export': { access: admins },
  'GET /api/parents/me/children': { access: only('parent') },
  'PUT /api/parents/{id}': { access: admins, fresh: (f) => f.fresh.parent() },
  'DELETE /api/parents/{id}': { access: admins, fresh: (f) => f.fresh.parent() },

  // --- Student home ---
  'GET /api/students/calendar-due-dates': { access: ownWork, query: theStudent },
  'GET /api/students/leaderboard': { access: only('student') },
  'GET /api/students/me/summary': { access: ownWork, query: theStudent },
  'GET /api/students/me/progress': { access: ownWork, query: theStudent },
  // Staff dashboard: scoped to the caller's subjects, so the other teacher sees none of these.
  'GET /api/staff/overview': { access: staff },
  'GET /api/students/calendar-feed': { access: only('student') },
  'POST /api/students/calendar-feed': { access: only('student') },
};
