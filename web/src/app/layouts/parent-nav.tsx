import { PARENT_GRADES_PATH } from '@sabora/contract';
import { IconBooks, IconLayoutDashboard, IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SideNav } from './side-nav';

/**
 * A parent's navigation on every page they open: the dashboard and its two
 * cards, Grades and Library. Beside the page on wide screens, a drawer on phones.
 */
export function ParentNav() {
  const { t } = useTranslation();
  return (
    <SideNav
      label={t('parentNav.label')}
      top={[
        { label: 'parentNav.dashboard', to: '/dashboard', icon: IconLayoutDashboard },
        { label: 'parentNav.grades', to: PARENT_GRADES_PATH, icon: IconReportAnalytics },
        { label: 'parentNav.library', to: '/library', icon: IconBooks },
      ]}
    />
  );
}
