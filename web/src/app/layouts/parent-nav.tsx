import { PARENT_GRADES_PATH } from '@sabora/contract';
import { IconBooks, IconLayoutDashboard, IconReportAnalytics } from '@tabler/icons-react';
import type { StaffLink } from '../../lib/staff-links';
import { SideNav } from './side-nav';

/** Spec §2.3: a parent's dashboard and its two cards, Grades and Library (issue 17, item 6). */
const PARENT_LINKS: StaffLink[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Grades', to: PARENT_GRADES_PATH, icon: IconReportAnalytics },
  { label: 'Library', to: '/library', icon: IconBooks },
];

/** A parent's navigation on every page they open: beside it on wide screens, a drawer on phones. */
export function ParentNav() {
  return <SideNav label="Parent navigation" top={PARENT_LINKS} />;
}
