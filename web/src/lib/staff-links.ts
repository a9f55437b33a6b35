import type { Role } from '@sabora/contract';
import {
  IconBook2,
  IconBooks,
  IconChecklist,
  IconClipboardText,
  IconDatabase,
  IconFileCertificate,
  IconHistory,
  IconSchool,
  IconSpeakerphone,
  IconTable,
  IconUserStar,
  IconUsersGroup,
  IconVideo,
  IconWriting,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { CommonKey } from './i18n/keys';

export interface StaffLink {
  /** A `common` key, translated where the link is rendered. */
  label: CommonKey;
  to: string;
  icon: ComponentType<{ size?: number }>;
  /** Pages that belong under this entry besides its own (a subject's chapters under Subjects). */
  also?: readonly string[];
}

export interface StaffLinkGroup {
  label: CommonKey;
  links: StaffLink[];
}

const link = {
  students: { label: 'nav.students', to: '/students-admin', icon: IconSchool },
  teachers: { label: 'nav.teachers', to: '/teachers-admin', icon: IconUserStar },
  parents: { label: 'nav.parents', to: '/parents-admin', icon: IconUsersGroup },
  subjects: { label: 'nav.subjects', to: '/subjects-admin', icon: IconBook2, also: ['/chapters-admin'] },
  questionBank: { label: 'nav.questionBank', to: '/questionbank-admin', icon: IconDatabase },
  library: { label: 'nav.library', to: '/library-admin', icon: IconBooks },
  virtualClasses: { label: 'nav.virtualClasses', to: '/virtualclasses-admin', icon: IconVideo },
  homeworks: { label: 'nav.homeworks', to: '/homework-admin', icon: IconWriting },
  exams: { label: 'nav.exams', to: '/exams-admin', icon: IconFileCertificate },
  quizzes: { label: 'nav.quizzes', to: '/quizzes-admin', icon: IconChecklist },
  submissions: { label: 'nav.submissions', to: '/student-submissions-admin', icon: IconClipboardText },
  gradebook: { label: 'nav.gradebook', to: '/gradebook-admin', icon: IconTable },
  announcements: { label: 'nav.announcements', to: '/announcements-admin', icon: IconSpeakerphone },
  audit: { label: 'nav.auditLog', to: '/home-admin/audit', icon: IconHistory },
} as const satisfies Record<string, StaffLink>;

/** Teaching: the same screens for admins and teachers. */
const TEACHING: StaffLink[] = [
  link.virtualClasses,
  link.homeworks,
  link.exams,
  link.quizzes,
  link.submissions,
  link.gradebook,
  link.announcements,
];

/**
 * The admin home's navigation, one entry per management screen
 * (docs/product/screens.md, "The frame").
 */
export const ADMIN_LINK_GROUPS: StaffLinkGroup[] = [
  { label: 'nav.groups.people', links: [link.students, link.teachers, link.parents] },
  { label: 'nav.groups.curriculum', links: [link.subjects, link.questionBank, link.library] },
  {
    label: 'nav.groups.teaching',
    links: TEACHING,
  },
  { label: 'nav.groups.records', links: [link.audit] },
];

/** A teacher's screens are the admin-or-teacher routes. */
const TEACHER_LINK_GROUPS: StaffLinkGroup[] = [
  {
    label: 'nav.groups.teaching',
    links: TEACHING,
  },
  { label: 'nav.groups.curriculum', links: [link.questionBank, link.library] },
];

/** The side navigation's screens for a member of staff; none for anyone else. */
export function staffLinkGroupsFor(role: Role): StaffLinkGroup[] {
  if (role === 'admin') return ADMIN_LINK_GROUPS;
  if (role === 'teacher') return TEACHER_LINK_GROUPS;
  return [];
}

/** Whether `pathname` is `path` or a page under it. */
export const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/**
 * The entry to mark as the current page: the most specific one the path is under, so
 * /home-admin/audit marks Audit Log, not Admin Home.
 */
export function currentStaffPath(pathname: string, paths: readonly StaffLink[]): string | undefined {
  const matches = paths.filter(({ to, also = [] }) => [to, ...also].some((p) => isUnder(pathname, p)));
  return matches.sort((a, b) => b.to.length - a.to.length)[0]?.to;
}
