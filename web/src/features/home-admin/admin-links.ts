import {
  IconBook2,
  IconBooks,
  IconChecklist,
  IconClipboardText,
  IconDatabase,
  IconFileCertificate,
  IconHistory,
  IconSchool,
  IconUserStar,
  IconUsersGroup,
  IconVideo,
  IconWriting,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

interface AdminLink {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number }>;
}

interface AdminLinkGroup {
  label: string;
  links: AdminLink[];
}

/** Staff spec §2: the admin home's navigation, one entry per management screen. */
export const ADMIN_LINK_GROUPS: AdminLinkGroup[] = [
  {
    label: 'People',
    links: [
      { label: 'Students', to: '/students-admin', icon: IconSchool },
      { label: 'Teachers', to: '/teachers-admin', icon: IconUserStar },
      { label: 'Parents', to: '/parents-admin', icon: IconUsersGroup },
    ],
  },
  {
    label: 'Curriculum',
    links: [
      { label: 'Subjects', to: '/subjects-admin', icon: IconBook2 },
      { label: 'Question Bank', to: '/questionbank-admin', icon: IconDatabase },
      { label: 'Library', to: '/library-admin', icon: IconBooks },
    ],
  },
  {
    label: 'Teaching',
    links: [
      { label: 'Virtual Classes', to: '/virtualclasses-admin', icon: IconVideo },
      { label: 'Homeworks', to: '/homework-admin', icon: IconWriting },
      { label: 'Exams', to: '/exams-admin', icon: IconFileCertificate },
      { label: 'Quizzes', to: '/quizzes-admin', icon: IconChecklist },
      { label: 'Student Submissions', to: '/student-submissions-admin', icon: IconClipboardText },
    ],
  },
  {
    label: 'Records',
    links: [{ label: 'Audit Log', to: '/home-admin/audit', icon: IconHistory }],
  },
];
