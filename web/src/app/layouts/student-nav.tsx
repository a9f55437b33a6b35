import { Button, Group, Menu } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

/** Spec §2.4: the student navigation menu's targets (plus their subjects). */
export const STUDENT_LINKS = [
  { to: '/quiz-students', label: 'Quizzes' },
  { to: '/homeworks-students', label: 'Homeworks' },
  { to: '/exams-students', label: 'Exams' },
  { to: '/grades', label: 'Grades' },
  { to: '/virtual-classes', label: 'Classes' },
  { to: '/subjects', label: 'Subjects' },
  { to: '/library', label: 'Library' },
] as const;

/** The student's menu in the header: buttons on wide screens, a menu on narrow ones. */
export function StudentNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Student navigation">
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
            {link.label}
          </Button>
        ))}
      </Group>
      <Menu position="bottom-start">
        <Menu.Target>
          <Button hiddenFrom="md" variant="subtle" size="compact-sm" leftSection={<IconMenu2 size={16} />}>
            Menu
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {STUDENT_LINKS.map((link) => (
            <Menu.Item key={link.to} component={Link} to={link.to}>
              {link.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </nav>
  );
}
