import { type ComponentType, lazy, useEffect } from 'react';
import { authStore } from '../lib/auth-store';

/** Screen downloads under way: the web tests wait for them before a file's page is torn down. */
const loading = new Set<Promise<unknown>>();

/** Settles when every screen download started so far has ended, loaded or failed. */
export async function screensLoaded() {
  await Promise.allSettled([...loading]);
}

/**
 * Every screen but the landing page and the sign-in form is a chunk of its own, downloaded on its
 * first visit, so no page carries the code of forty others (docs/decisions.md, "Light pages"). A
 * chunk that fails to load (a release replaced it) reaches the route's error page.
 */
const screen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => {
    const loaded = load();
    loading.add(loaded);
    try {
      return { default: await loaded };
    } finally {
      loading.delete(loaded);
    }
  });

const loadAppLayout = () => import('./layouts/app-layout');

/** The frame of signed-in pages (header, menus, toasts): the public pages never download it. */
export const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));

/**
 * Starts the frame's download beside the check of a stored session, so a signed-in page opened
 * from a bookmark waits for one of them, not for one after the other.
 */
export function PreloadAppLayout() {
  useEffect(() => {
    if (authStore.getUser()) void loadAppLayout();
  }, []);
  return null;
}

// The two doors into the school are in the first chunk: a visitor's landing page and sign-in form
// arrive in one download with the app itself, instead of as some fifty small files.
export { LoginPage } from '../features/auth/pages/login-page';
export { LandingPage } from '../features/landing/landing-page';

export const ForgotPasswordPage = screen(() =>
  import('../features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = screen(() =>
  import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
);
export const VerifyEmailPage = screen(() =>
  import('../features/auth/pages/verify-email-page').then((m) => m.VerifyEmailPage),
);
export const UnauthorizedPage = screen(() =>
  import('../features/auth/pages/unauthorized-page').then((m) => m.UnauthorizedPage),
);
export const SignupPage = screen(() => import('../features/landing/signup-page').then((m) => m.SignupPage));
export const CourseListPage = screen(() =>
  import('../features/catalogue/course-list-page').then((m) => m.CourseListPage),
);
export const CoursePage = screen(() => import('../features/catalogue/course-page').then((m) => m.CoursePage));
export const NotFoundPage = screen(() =>
  import('../features/placeholders/not-found-page').then((m) => m.NotFoundPage),
);
export const ComingSoonPage = screen(() =>
  import('../features/placeholders/coming-soon-page').then((m) => m.ComingSoonPage),
);

export const DashboardPage = screen(() =>
  import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
);
export const ProfilePage = screen(() =>
  import('../features/profile/profile-page').then((m) => m.ProfilePage),
);
export const ParentGradesPage = screen(() =>
  import('../features/grades/parent-grades-page').then((m) => m.ParentGradesPage),
);

const loadNotificationPanel = () => import('../features/notifications/notification-panel');
const loadNotificationBanner = () => import('../features/notifications/notification-banner');
export const NotificationPanel = screen(() => loadNotificationPanel().then((m) => m.NotificationPanel));
export const NotificationBanner = screen(() => loadNotificationBanner().then((m) => m.NotificationBanner));
/** The notifications it shows download beside it, not after it. */
export const StudentHomePage = screen(async () => {
  const [home] = await Promise.all([
    import('../features/student-home/student-home-page'),
    loadNotificationPanel(),
    loadNotificationBanner(),
  ]);
  return home.StudentHomePage;
});
export const StudentDashboardPage = screen(() =>
  import('../features/student-home/student-dashboard-page').then((m) => m.StudentDashboardPage),
);
export const QuizzesStudentPage = screen(() =>
  import('../features/quizzes/student/quizzes-student-page').then((m) => m.QuizzesStudentPage),
);
export const ExamsStudentPage = screen(() =>
  import('../features/exams/student/exams-student-page').then((m) => m.ExamsStudentPage),
);
export const HomeworksStudentPage = screen(() =>
  import('../features/homeworks/student/homeworks-student-page').then((m) => m.HomeworksStudentPage),
);
export const GradesPage = screen(() => import('../features/grades/grades-page').then((m) => m.GradesPage));
export const VirtualClassesPage = screen(() =>
  import('../features/virtual-classes/virtual-classes-page').then((m) => m.VirtualClassesPage),
);
export const MySubjectsPage = screen(() =>
  import('../features/subjects/my-subjects-page').then((m) => m.MySubjectsPage),
);
export const ChaptersPage = screen(() =>
  import('../features/chapters/chapters-page').then((m) => m.ChaptersPage),
);

export const LibraryPage = screen(() =>
  import('../features/library/library-page').then((m) => m.LibraryPage),
);
export const LibrarySubjectPage = screen(() =>
  import('../features/library/library-subject-page').then((m) => m.LibrarySubjectPage),
);
export const LibraryChapterPage = screen(() =>
  import('../features/library/library-chapter-page').then((m) => m.LibraryChapterPage),
);

const loadSettingsForm = () => import('../features/settings/settings-form');
export const SettingsForm = screen(() => loadSettingsForm().then((m) => m.SettingsForm));
/** The settings form it shows downloads beside it, not after it. */
export const HomeAdminPage = screen(async () => {
  const [home] = await Promise.all([import('../features/home-admin/home-admin-page'), loadSettingsForm()]);
  return home.HomeAdminPage;
});
export const AuditPage = screen(() => import('../features/audit/audit-page').then((m) => m.AuditPage));
export const StudentsPage = screen(() =>
  import('../features/students/students-page').then((m) => m.StudentsPage),
);
export const TeachersPage = screen(() =>
  import('../features/teachers/teachers-page').then((m) => m.TeachersPage),
);
export const ParentsPage = screen(() =>
  import('../features/parents/parents-page').then((m) => m.ParentsPage),
);
export const SubjectsAdminPage = screen(() =>
  import('../features/subjects/subjects-admin-page').then((m) => m.SubjectsAdminPage),
);
export const ChaptersAdminPage = screen(() =>
  import('../features/chapters/chapters-admin-page').then((m) => m.ChaptersAdminPage),
);

export const VirtualClassesAdminPage = screen(() =>
  import('../features/virtual-classes-admin/virtual-classes-admin-page').then(
    (m) => m.VirtualClassesAdminPage,
  ),
);
export const QuestionBankPage = screen(() =>
  import('../features/question-bank/question-bank-page').then((m) => m.QuestionBankPage),
);
export const AnnouncementsAdminPage = screen(() =>
  import('../features/announcements/announcements-admin-page').then((m) => m.AnnouncementsAdminPage),
);
export const GradebookPage = screen(() =>
  import('../features/gradebook/gradebook-page').then((m) => m.GradebookPage),
);
export const HomeworkAdminPage = screen(() =>
  import('../features/homeworks/admin/homework-admin-page').then((m) => m.HomeworkAdminPage),
);
export const ExamsAdminPage = screen(() =>
  import('../features/exams/admin/exams-admin-page').then((m) => m.ExamsAdminPage),
);
export const QuizzesAdminPage = screen(() =>
  import('../features/quizzes/admin/quizzes-admin-page').then((m) => m.QuizzesAdminPage),
);
export const SubmissionsAdminPage = screen(() =>
  import('../features/submissions/submissions-admin-page').then((m) => m.SubmissionsAdminPage),
);
export const LibraryAdminPage = screen(() =>
  import('../features/library-admin/library-admin-page').then((m) => m.LibraryAdminPage),
);
