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
import { PARENT_GRADES_PATH } from './paths';

export interface DashboardCard {
  title: string;
  description: string;
  to: string;
  icon: ComponentType<{ size?: number }>;
}

const card = {
  students: {
    title: 'Students',
    description: 'Add, edit and enrol students.',
    to: '/students-admin',
    icon: IconSchool,
  },
  parents: {
    title: 'Parents',
    description: 'Parent accounts and their children.',
    to: '/parents-admin',
    icon: IconUsersGroup,
  },
  virtualClasses: {
    title: 'Virtual Classes',
    description: 'Schedule live classes and enrol students.',
    to: '/virtualclasses-admin',
    icon: IconVideo,
  },
  questionBank: {
    title: 'Question Bank',
    description: 'Questions to build quizzes from.',
    to: '/questionbank-admin',
    icon: IconDatabase,
  },
  homeAdmin: {
    title: 'Home Admin',
    description: 'The admin home and settings.',
    to: '/home-admin',
    icon: IconHome,
  },
  library: {
    title: 'Library',
    description: 'Materials and recordings by chapter.',
    to: '/library',
    icon: IconBooks,
  },
  /** A teacher's Library card leads to managing it, as every other teacher card does. */
  libraryAdmin: {
    title: 'Library',
    description: 'Add and manage materials and recordings.',
    to: '/library-admin',
    icon: IconBooks,
  },
  homeworks: {
    title: 'Homeworks',
    description: 'Set homework and its due dates.',
    to: '/homework-admin',
    icon: IconWriting,
  },
  exams: {
    title: 'Exams',
    description: 'Publish exams and their files.',
    to: '/exams-admin',
    icon: IconFileCertificate,
  },
  quizzes: {
    title: 'Quizzes',
    description: 'Timed quizzes, graded automatically.',
    to: '/quizzes-admin',
    icon: IconChecklist,
  },
  submissions: {
    title: 'Student Submissions',
    description: 'Review and grade submitted work.',
    to: '/student-submissions-admin',
    icon: IconClipboardText,
  },
  grades: {
    title: 'Grades',
    description: "Your children's grades and feedback.",
    to: PARENT_GRADES_PATH,
    icon: IconReportAnalytics,
  },
  profile: {
    title: 'Profile',
    description: 'Your details and password.',
    to: '/user-dashboard',
    icon: IconUser,
  },
} satisfies Record<string, DashboardCard>;

/** Spec §2.3: the dashboard's cards by role, in the spec's order. */
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
