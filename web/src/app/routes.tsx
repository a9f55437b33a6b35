import type { Role } from '@sabora/contract';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { AuditPage } from '../features/audit/audit-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { UnauthorizedPage } from '../features/auth/pages/unauthorized-page';
import { VerifyEmailPage } from '../features/auth/pages/verify-email-page';
import { ChaptersAdminPage } from '../features/chapters/chapters-admin-page';
import { ChaptersPage } from '../features/chapters/chapters-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { ExamsAdminPage } from '../features/exams/admin/exams-admin-page';
import { ExamsStudentPage } from '../features/exams/student/exams-student-page';
import { GradesPage } from '../features/grades/grades-page';
import { ParentGradesPage } from '../features/grades/parent-grades-page';
import { AdminNav } from '../features/home-admin/admin-nav';
import { HomeAdminPage } from '../features/home-admin/home-admin-page';
import { HomeworkAdminPage } from '../features/homeworks/admin/homework-admin-page';
import { HomeworksStudentPage } from '../features/homeworks/student/homeworks-student-page';
import { CourseListPage } from '../features/landing/course-list-page';
import { LandingPage } from '../features/landing/landing-page';
import { SignupPage } from '../features/landing/signup-page';
import { LibraryChapterPage } from '../features/library/library-chapter-page';
import { LibraryPage } from '../features/library/library-page';
import { LibrarySubjectPage } from '../features/library/library-subject-page';
import { LibraryAdminPage } from '../features/library-admin/library-admin-page';
import { NotificationBanner } from '../features/notifications/notification-banner';
import { NotificationPanel } from '../features/notifications/notification-panel';
import { ParentsPage } from '../features/parents/parents-page';
import { ComingSoonPage } from '../features/placeholders/coming-soon-page';
import { NotFoundPage } from '../features/placeholders/not-found-page';
import { RouteErrorPage } from '../features/placeholders/route-error-page';
import { ProfilePage } from '../features/profile/profile-page';
import { QuestionBankPage } from '../features/question-bank/question-bank-page';
import { QuizzesAdminPage } from '../features/quizzes/admin/quizzes-admin-page';
import { QuizzesStudentPage } from '../features/quizzes/student/quizzes-student-page';
import { SettingsForm } from '../features/settings/settings-form';
import { StudentDashboardPage } from '../features/student-home/student-dashboard-page';
import { StudentHomePage } from '../features/student-home/student-home-page';
import { StudentsPage } from '../features/students/students-page';
import { MySubjectsPage } from '../features/subjects/my-subjects-page';
import { SubjectsAdminPage } from '../features/subjects/subjects-admin-page';
import { SubmissionsAdminPage } from '../features/submissions/submissions-admin-page';
import { TeachersPage } from '../features/teachers/teachers-page';
import { VirtualClassesPage } from '../features/virtual-classes/virtual-classes-page';
import { VirtualClassesAdminPage } from '../features/virtual-classes-admin/virtual-classes-admin-page';
import { PARENT_GRADES_PATH } from '../lib/dashboard-cards';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layouts/app-layout';
import { RootLayout } from './layouts/root-layout';

/** Who may open a route: everyone, any signed-in user, or the listed roles. */
type Access = 'public' | 'signed-in' | readonly Role[];

const STUDENT: readonly Role[] = ['student'];
const PARENT: readonly Role[] = ['parent'];
const ADMIN: readonly Role[] = ['admin'];
const STAFF: readonly Role[] = ['admin', 'teacher'];

interface AppRoute {
  path: string;
  access: Access;
  page: ReactNode;
  /** Signed-in pages sit in the app frame; `navbar` adds a side navigation beside the page. */
  navbar?: ReactNode;
}

const soon = (title: string) => <ComingSoonPage title={title} />;

/** Spec §2.1 (and staff spec §2): every route with its guard. */
export const ROUTE_TABLE: AppRoute[] = [
  { path: '/', access: 'public', page: <LandingPage /> },
  { path: '/login', access: 'public', page: <LoginPage /> },
  { path: '/forgot-password', access: 'public', page: <ForgotPasswordPage /> },
  { path: '/reset-password', access: 'public', page: <ResetPasswordPage /> },
  { path: '/verify-email', access: 'public', page: <VerifyEmailPage /> },
  { path: '/unauthorized', access: 'public', page: <UnauthorizedPage /> },
  { path: '/signup', access: 'public', page: <SignupPage /> },
  { path: '/igcse-list', access: 'public', page: <CourseListPage title="IGCSE Courses" /> },
  { path: '/rcipes-list', access: 'public', page: <CourseListPage title="Thanaweya Amma and SAT Courses" /> },

  { path: '/dashboard', access: 'signed-in', page: <DashboardPage /> },
  { path: '/user-dashboard', access: 'signed-in', page: <ProfilePage /> },
  { path: '/favoritelist', access: 'signed-in', page: soon('Favourites') },
  { path: PARENT_GRADES_PATH, access: PARENT, page: <ParentGradesPage /> },

  {
    path: '/home-students',
    access: STUDENT,
    page: <StudentHomePage notifications={<NotificationPanel />} banner={<NotificationBanner />} />,
  },
  { path: '/student-dashboard', access: STUDENT, page: <StudentDashboardPage /> },
  { path: '/quiz-students', access: STUDENT, page: <QuizzesStudentPage /> },
  { path: '/exams-students', access: STUDENT, page: <ExamsStudentPage /> },
  { path: '/homeworks-students', access: STUDENT, page: <HomeworksStudentPage /> },
  { path: '/grades', access: STUDENT, page: <GradesPage /> },
  { path: '/virtual-classes', access: STUDENT, page: <VirtualClassesPage /> },
  { path: '/subjects', access: STUDENT, page: <MySubjectsPage /> },
  { path: '/chapters/:subjectId', access: STUDENT, page: <ChaptersPage /> },

  { path: '/library', access: 'signed-in', page: <LibraryPage /> },
  { path: '/library/:subjectId', access: 'signed-in', page: <LibrarySubjectPage /> },
  { path: '/library/:subjectId/:chapterId', access: 'signed-in', page: <LibraryChapterPage /> },

  {
    path: '/home-admin',
    access: ADMIN,
    page: <HomeAdminPage settings={<SettingsForm />} />,
    navbar: <AdminNav />,
  },
  { path: '/home-admin/audit', access: ADMIN, page: <AuditPage /> },
  { path: '/students-admin', access: ADMIN, page: <StudentsPage /> },
  { path: '/teachers-admin', access: ADMIN, page: <TeachersPage /> },
  { path: '/parents-admin', access: ADMIN, page: <ParentsPage /> },
  { path: '/subjects-admin', access: ADMIN, page: <SubjectsAdminPage /> },
  { path: '/chapters-admin/:subjectId', access: ADMIN, page: <ChaptersAdminPage /> },

  { path: '/virtualclasses-admin', access: STAFF, page: <VirtualClassesAdminPage /> },
  { path: '/questionbank-admin', access: STAFF, page: <QuestionBankPage /> },
  { path: '/homework-admin', access: STAFF, page: <HomeworkAdminPage /> },
  { path: '/exams-admin', access: STAFF, page: <ExamsAdminPage /> },
  { path: '/quizzes-admin', access: STAFF, page: <QuizzesAdminPage /> },
  { path: '/student-submissions-admin', access: STAFF, page: <SubmissionsAdminPage /> },
  { path: '/library-admin', access: STAFF, page: <LibraryAdminPage /> },

  { path: '*', access: 'public', page: <NotFoundPage /> },
];

function toRouteObject({ path, access, page, navbar }: AppRoute): RouteObject {
  if (access === 'public') return { path, element: page };
  const roles = access === 'signed-in' ? undefined : access;
  return {
    path,
    element: (
      <RequireAuth roles={roles}>
        <AppLayout navbar={navbar}>{page}</AppLayout>
      </RequireAuth>
    ),
  };
}

export const routes: RouteObject[] = [
  { element: <RootLayout />, errorElement: <RouteErrorPage />, children: ROUTE_TABLE.map(toRouteObject) },
];
