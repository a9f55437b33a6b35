import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RegistrationButton } from '../../../components/registration-button';

/** How a visitor joins a course: accounts are made by the school, through the messaging app. */
export function JoinPanel({ courseName }: { courseName: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="join-title">
      <Stack gap="sm">
        <Title id="join-title" order={2} size="h4">
          Join this course
        </Title>
        <Text size="sm" c="dimmed">
          Send us a message with the student's name, system and year and that you want {courseName}: we set up
          the account and the first classes.
        </Text>
        <RegistrationButton />
        <Anchor component={Link} to="/signup" size="sm">
          How registration works
        </Anchor>
      </Stack>
    </Card>
  );
}
