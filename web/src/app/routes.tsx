import type { Role } from '@sabora/contract';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { PARENT_GRADES_PATH } from '../lib/paths';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import {
  AnnouncementsAdminPage,
  AppLayout,
  AuditPage,
  ChaptersAdminPage,
  ChaptersPage,
  ComingSoonPage,
  CourseListPage,
  CoursePage,
  DashboardPage,
  ExamsAdminPage,
  ExamsStudentPage,
  ForgotPasswordPage,
  GradebookPage,
  GradesPage,
  HomeAdminPage,
  HomeworkAdminPage,
  HomeworksStudentPage,
  LandingPage,
  LibraryAdminPage,
  LibraryChapterPage,
  LibraryPage,
  LibrarySubjectPage,
  LoginPage,
  MySubjectsPage,
  NotFoundPage,
  NotificationBanner,
  NotificationPanel,
  ParentGradesPage,
  ParentsPage,
  PreloadAppLayout,
  ProfilePage,
  QuestionBankPage,
  QuizzesAdminPage,
  QuizzesStudentPage,
  ResetPasswordPage,
  SettingsForm,
  SignupPage,
  StudentDashboardPage,
  StudentHomePage,
  StudentsPage,
  SubjectsAdminPage,
  SubmissionsAdminPage,
  TeachersPage,
  UnauthorizedPage,
  VerifyEmailPage,
  VirtualClassesAdminPage,
  VirtualClassesPage,
} from './screens';

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
}

/** Every route with its guard (docs/product/screens.md, "Routes and guards"). */
export const ROUTE_TABLE: AppRoute[] = [
  { path: '/', access: 'public', page: <LandingPage /> },
  { path: '/login', access: 'public', page: <LoginPage /> },
  { path: '/forgot-password', access: 'public', page: <ForgotPasswordPage /> },
  { path: '/reset-password', access: 'public', page: <ResetPasswordPage /> },
  { path: '/verify-email', access: 'public', page: <VerifyEmailPage /> },
  { path: '/unauthorized', access: 'public', page: <UnauthorizedPage /> },
  { path: '/signup', access: 'public', page: <SignupPage /> },
  { path: '/igcse-list', access: 'public', page: <CourseListPage systems={['IGCSE']} /> },
  { path: '/rcipes-list', access: 'public', page: <CourseListPage systems={['National', 'American']} /> },
  { path: '/courses/:subjectId', access: 'public', page: <CoursePage /> },

  { path: '/dashboard', access: 'signed-in', page: <DashboardPage settings={<SettingsForm />} /> },
  { path: '/user-dashboard', access: 'signed-in', page: <ProfilePage /> },
  { path: '/favoritelist', access: 'signed-in', page: <ComingSoonPage screen="favourites" /> },
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

  { path: '/home-admin', access: ADMIN, page: <HomeAdminPage settings={<SettingsForm />} /> },
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
  { path: '/gradebook-admin', access: STAFF, page: <GradebookPage /> },
  { path: '/announcements-admin', access: STAFF, page: <AnnouncementsAdminPage /> },
  { path: '/library-admin', access: STAFF, page: <LibraryAdminPage /> },

  { path: '*', access: 'public', page: <NotFoundPage /> },
];

/** What shows while a screen's chunk downloads (the app frame, when there is one, stays). */
function LoadingPage() {
  const { t } = useTranslation();
  return <CenteredLoader label={t('app.loadingPage')} />;
}
const loadingPage = <LoadingPage />;

function elementOf({ access, page }: AppRoute): ReactNode {
  const screen = <Suspense fallback={loadingPage}>{page}</Suspense>;
  if (access === 'public') return screen;
  const roles = access === 'signed-in' ? undefined : access;
  return (
    <>
      <PreloadAppLayout />
      <RequireAuth roles={roles}>
        <Suspense fallback={loadingPage}>
          <AppLayout>{screen}</AppLayout>
        </Suspense>
      </RequireAuth>
    </>
  );
}

const routeElements = ROUTE_TABLE.map((route) => (
  <Route key={route.path} path={route.path} element={elementOf(route)} />
));

/** Every page, inside the root layout, with the error page for one that fails to render. */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary at={location.key}>
      <Routes>
        <Route element={<RootLayout />}>{routeElements}</Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
