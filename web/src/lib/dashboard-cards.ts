import type { Role } from '@sabora/contract';
import {
  IconBooks,
  IconChecklist,
  IconClipboardText,
  IconDatabase,
  IconFileCertificate,
  IconHome,
  IconReportAnalytics,
  IconSchool,
  IconUser,
  IconUsersGroup,
  IconVideo,
  IconWriting,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { CommonKey } from './i18n/keys';
import { PARENT_GRADES_PATH } from './paths';

/** Title and description are `common` keys, translated where the card is rendered. */
export interface DashboardCard {
  title: CommonKey;
  description: CommonKey;
  to: string;
  icon: ComponentType<{ size?: number }>;
}

const card = {
  students: {
    title: 'dashboardCards.students.title',
    description: 'dashboardCards.students.description',
    to: '/students-admin',
    icon: IconSchool,
  },
  parents: {
    title: 'dashboardCards.parents.title',
    description: 'dashboardCards.parents.description',
    to: '/parents-admin',
    icon: IconUsersGroup,
  },
  virtualClasses: {
    title: 'dashboardCards.virtualClasses.title',
    description: 'dashboardCards.virtualClasses.description',
    to: '/virtualclasses-admin',
    icon: IconVideo,
  },
  questionBank: {
    title: 'dashboardCards.questionBank.title',
    description: 'dashboardCards.questionBank.description',
    to: '/questionbank-admin',
    icon: IconDatabase,
  },
  homeAdmin: {
    title: 'dashboardCards.homeAdmin.title',
    description: 'dashboardCards.homeAdmin.description',
    to: '/home-admin',
    icon: IconHome,
  },
  library: {
    title: 'dashboardCards.library.title',
    description: 'dashboardCards.library.description',
    to: '/library',
    icon: IconBooks,
  },
  /** A teacher's Library card leads to managing it, as every other teacher card does. */
  libraryAdmin: {
    title: 'dashboardCards.libraryAdmin.title',
    description: 'dashboardCards.libraryAdmin.description',
    to: '/library-admin',
    icon: IconBooks,
  },
  homeworks: {
    title: 'dashboardCards.homeworks.title',
    description: 'dashboardCards.homeworks.description',
    to: '/homework-admin',
    icon: IconWriting,
  },
  exams: {
    title: 'dashboardCards.exams.title',
    description: 'dashboardCards.exams.description',
    to: '/exams-admin',
    icon: IconFileCertificate,
  },
  quizzes: {
    title: 'dashboardCards.quizzes.title',
    description: 'dashboardCards.quizzes.description',
    to: '/quizzes-admin',
    icon: IconChecklist,
  },
  submissions: {
    title: 'dashboardCards.submissions.title',
    description: 'dashboardCards.submissions.description',
    to: '/student-submissions-admin',
    icon: IconClipboardText,
  },
  grades: {
    title: 'dashboardCards.grades.title',
    description: 'dashboardCards.grades.description',
    to: PARENT_GRADES_PATH,
    icon: IconReportAnalytics,
  },
  profile: {
    title: 'dashboardCards.profile.title',
    description: 'dashboardCards.profile.description',
    to: '/user-dashboard',
    icon: IconUser,
  },
} as const satisfies Record<string, DashboardCard>;

/** The dashboard's cards by role (docs/product/screens.md, "Dashboard (/dashboard)"). */
export function dashboardCardsFor(role: Role): DashboardCard[] {
  switch (role) {
    case 'admin':
      return [card.students, card.parents, card.virtualClasses, card.questionBank, card.homeAdmin];
    case 'teacher':
      return [
        card.virtualClasses,
        card.questionBank,
        card.libraryAdmin,
        card.homeworks,
        card.exams,
        card.quizzes,
        card.submissions,
      ];
    case 'parent':
      return [card.grades, card.library];
    default:
      return [card.profile, card.library];
  }
}
