/**
 * What the first page (the landing page and the sign-in form) needs from the contract, in a module
 * that imports no zod (docs/performance.md, "Light pages"): the endpoints carry their schemas, and
 * one schema on that path brings zod's 22 KB into a visitor's first download. The schema modules
 * build these endpoints from the routes below, so each method and path is still written once; the
 * web app calls them with `callRoute` and the endpoint's type.
 */

export const ROLES = ['admin', 'teacher', 'student', 'parent'] as const;
/** The login screen waits this long before redirecting. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/**
 * Where each role lands after sign-in when it did not come from a guarded page
 * (docs/product/screens.md, "Sign-in (/login)").
 */
export const homePathFor = (role: (typeof ROLES)[number]): string =>
  role === 'student' ? '/home-students' : role === 'admin' ? '/home-admin' : '/dashboard';

/** The languages of the settings form and the language switch. */
export const LANGUAGES = ['en', 'ar', 'fr', 'es'] as const;

/** Which way a language reads: the page's `dir`, and how the school's words are isolated in its sentences. */
export const directionOf = (language: (typeof LANGUAGES)[number]): 'rtl' | 'ltr' =>
  language === 'ar' ? 'rtl' : 'ltr';

/** Where a parent reads their children's grades; /grades is the students' own screen. */
export const PARENT_GRADES_PATH = '/dashboard/grades';

/** The landing page shows this many popular subjects. */
export const POPULAR_SUBJECTS_LIMIT = 6;

/** The method and path of the calls made before sign-in (and the session check and settings). */
export const firstPageRoutes = {
  login: { method: 'POST', path: '/auth/login' },
  parentLogin: { method: 'POST', path: '/auth/parent-login' },
  me: { method: 'GET', path: '/auth/me' },
  settings: { method: 'GET', path: '/users/me/settings' },
  saveSettings: { method: 'PUT', path: '/users/me/settings' },
  publicConfig: { method: 'GET', path: '/public-config' },
  popularSubjects: { method: 'GET', path: '/subjects/popular' },
} as const;
