import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePhone } from '../../lib/use-phone';

/** The student navigation menu's targets (docs/product/screens.md, "The frame"). */
export const STUDENT_LINKS = [
  { to: '/quiz-students', label: 'nav.quizzes' },
  { to: '/homeworks-students', label: 'nav.homeworks' },
  { to: '/exams-students', label: 'nav.exams' },
  { to: '/grades', label: 'nav.grades' },
  { to: '/virtual-classes', label: 'nav.classes' },
  { to: '/subjects', label: 'nav.subjects' },
  { to: '/library', label: 'nav.library' },
] as const;

/**
 * The student's menu in the header: buttons on wide screens, a menu on narrow ones; on a phone
 * the menu's button is its icon alone, as the other roles' burger, so the header fits 360 px in
 * every language (docs/decisions.md, "Phones").
 */
export function StudentNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const phone = usePhone();
  return (
    <nav aria-label={t('nav.student')}>
      <Group gap={4} visibleFrom="md" wrap="nowrap">
        {STUDENT_LINKS.map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            size="compact-sm"
            variant={pathname.startsWith(link.to) ? 'light' : 'subtle'}
            aria-current={pathname.startsWith(link.to) ? 'page' : undefined}
          >
            {t(link.label)}
          </Button>
        ))}
      </Group>
      <Menu position="bottom-start">
        <Menu.Target>
          {phone ? (
            <ActionIcon variant="subtle" size="lg" aria-label={t('nav.menu')}>
              <IconMenu2 size={20} />
            </ActionIcon>
          ) : (
            <Button hiddenFrom="md" variant="subtle" size="compact-sm" leftSection={<IconMenu2 size={16} />}>
              {t('nav.menu')}
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          {STUDENT_LINKS.map((link) => (
            <Menu.Item key={link.to} component={Link} to={link.to}>
              {t(link.label)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </nav>
  );
}
