// Typed keys: `t('…')` with a key missing from the English catalogue fails the type-check.
// One namespace per feature folder, `common` for app/, components/ and lib/ (docs/i18n.md).
import 'i18next';
import type announcements from './locales/en/announcements.json';
import type audit from './locales/en/audit.json';
import type auth from './locales/en/auth.json';
import type catalogue from './locales/en/catalogue.json';
import type chapters from './locales/en/chapters.json';
import type common from './locales/en/common.json';
import type dashboard from './locales/en/dashboard.json';
import type errors from './locales/en/errors.json';
import type exams from './locales/en/exams.json';
import type gradebook from './locales/en/gradebook.json';
import type grades from './locales/en/grades.json';
import type homeAdmin from './locales/en/home-admin.json';
import type homeworks from './locales/en/homeworks.json';
import type landing from './locales/en/landing.json';
import type library from './locales/en/library.json';
import type libraryAdmin from './locales/en/library-admin.json';
import type notifications from './locales/en/notifications.json';
import type parents from './locales/en/parents.json';
import type placeholders from './locales/en/placeholders.json';
import type profile from './locales/en/profile.json';
import type questionBank from './locales/en/question-bank.json';
import type quizzes from './locales/en/quizzes.json';
import type settings from './locales/en/settings.json';
import type studentHome from './locales/en/student-home.json';
import type students from './locales/en/students.json';
import type subjects from './locales/en/subjects.json';
import type submissions from './locales/en/submissions.json';
import type teachers from './locales/en/teachers.json';
import type virtualClasses from './locales/en/virtual-classes.json';
import type virtualClassesAdmin from './locales/en/virtual-classes-admin.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      announcements: typeof announcements;
      audit: typeof audit;
      auth: typeof auth;
      catalogue: typeof catalogue;
      chapters: typeof chapters;
      dashboard: typeof dashboard;
      errors: typeof errors;
      exams: typeof exams;
      gradebook: typeof gradebook;
      grades: typeof grades;
      'home-admin': typeof homeAdmin;
      homeworks: typeof homeworks;
      landing: typeof landing;
      library: typeof library;
      'library-admin': typeof libraryAdmin;
      notifications: typeof notifications;
      parents: typeof parents;
      placeholders: typeof placeholders;
      profile: typeof profile;
      'question-bank': typeof questionBank;
      quizzes: typeof quizzes;
      settings: typeof settings;
      'student-home': typeof studentHome;
      students: typeof students;
      subjects: typeof subjects;
      submissions: typeof submissions;
      teachers: typeof teachers;
      'virtual-classes': typeof virtualClasses;
      'virtual-classes-admin': typeof virtualClassesAdmin;
    };
  }
}
