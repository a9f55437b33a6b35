import type { Role } from '@sabora/contract';
import { IconHome, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type StaffLink, staffLinkGroupsFor } from '../../lib/staff-links';
import { SideNav } from './side-nav';

const DASHBOARD: StaffLink = { label: 'nav.dashboard', to: '/dashboard', icon: IconLayoutDashboard };
const ADMIN_HOME: StaffLink = { label: 'nav.adminHome', to: '/home-admin', icon: IconHome };

/**
 * One navigation on every staff page: the dashboard, the admin home (admins), every
 * management screen of the role and Logout (docs/product/screens.md, "The frame").
 */
export function StaffNav({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <SideNav
      label={t('nav.staff')}
      top={role === 'admin' ? [DASHBOARD, ADMIN_HOME] : [DASHBOARD]}
      groups={staffLinkGroupsFor(role)}
    />
  );
}
