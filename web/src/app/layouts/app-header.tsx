import { Burger, Button, Group } from '@mantine/core';
import { homePathFor } from '@sabora/contract';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { useSaveLanguage } from '../../features/settings/use-save-language';
import { useAuth } from '../../lib/session/auth-context';
import { usePhone } from '../../lib/use-phone';
import { StudentNav } from './student-nav';

interface AppHeaderProps {
  /**
   * Staff and parent pages pass their side navigation's open state and id, so a burger shows on
   * small screens.
   */
  navigation?: { opened: boolean; toggle: () => void; controls: string };
}

/** The bar at the top of every signed-in page. */
export function AppHeader({ navigation }: AppHeaderProps) {
  const { user } = useAuth();
  const { t } = useTranslation();
  const saveLanguage = useSaveLanguage();
  const phone = usePhone();
  return (
    // A phone's narrower margins leave room for the burger, the mark, the language, the bell and
    // the account side by side at 360 px (docs/decisions.md, "Phones").
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {navigation ? (
          <Burger
            opened={navigation.opened}
            onClick={navigation.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('header.toggleNavigation')}
            aria-expanded={navigation.opened}
            aria-controls={navigation.controls}
          />
        ) : null}
        <Logo to={user ? homePathFor(user.role) : '/'} />
        {user?.role === 'student' ? <StudentNav /> : null}
      </Group>
      <Group gap={phone ? 6 : 'xs'} wrap="nowrap">
        {user?.role === 'student' ? null : (
          <Button
            component={Link}
            to="/dashboard"
            variant="subtle"
            leftSection={<IconLayoutDashboard size={18} />}
            visibleFrom="xs"
          >
            {t('header.dashboard')}
          </Button>
        )}
        <LanguageSwitch onPicked={saveLanguage} />
        {user ? <NotificationBell /> : null}
        <AccountMenu />
      </Group>
    </Group>
  );
}
