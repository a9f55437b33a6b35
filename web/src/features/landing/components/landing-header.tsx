import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';

const SECTIONS = [
  { href: '#home', label: 'Home' },
  { href: '#recipes', label: 'Courses' },
  { href: '#about', label: 'About' },
];

export function LandingHeader() {
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
              <Anchor key={section.href} href={section.href} c="var(--mantine-color-text)" fw={500}>
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
