import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from './logo';

const SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'recipes', label: 'Courses' },
  { id: 'about', label: 'About' },
];

/**
 * The visitors' header (spec §1): the landing page's sections, Sign Up and Login. On the landing
 * page the sections are anchors of the page; on the other public pages they lead back to them.
 */
export function PublicHeader({ onLanding = false }: { onLanding?: boolean }) {
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo to="/" />
          <Group component="nav" aria-label="Sections" gap="lg" visibleFrom="sm">
            {SECTIONS.map((section) => (
              <Anchor
                key={section.id}
                href={`${onLanding ? '' : '/'}#${section.id}`}
                c="var(--mantine-color-text)"
                fw={500}
              >
                {section.label}
              </Anchor>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Anchor component={Link} to="/signup" fw={600}>
              Sign Up
            </Anchor>
            <Button component={Link} to="/login">
              Login
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
