import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export function LandingFooter({ schoolName }: { schoolName: string }) {
  return (
    <Container
      component="footer"
      size="lg"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} {schoolName}. All rights reserved.
        </Text>
        <Group gap="lg" component="nav" aria-label="Footer">
          <Anchor href="#home" size="sm">
            Home
          </Anchor>
          <Anchor href="#recipes" size="sm">
            Courses
          </Anchor>
          <Anchor href="#about" size="sm">
            About
          </Anchor>
          <Anchor component={Link} to="/login" size="sm">
            Login
          </Anchor>
        </Group>
      </Group>
    </Container>
  );
}
