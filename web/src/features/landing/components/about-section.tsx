import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessageCheck, IconUsersGroup, IconVideo } from '@tabler/icons-react';
import { RegistrationButton } from '../../../components/registration-button';

const REASONS = [
  {
    title: 'Live classes, every week',
    text: 'Small virtual classes on the platform you already use, with the meeting link one click away.',
    icon: IconVideo,
  },
  {
    title: 'Feedback on every piece of work',
    text: 'Teachers mark homework and exams with a grade, written feedback and corrected files.',
    icon: IconMessageCheck,
  },
  {
    title: 'Parents in the loop',
    text: "Parents sign in with their email and phone to follow their children's grades.",
    icon: IconUsersGroup,
  },
];

/** The section with id "about" (spec §1). */
export function AboutSection({ schoolName }: { schoolName: string }) {
  return (
    <Box
      id="about"
      component="section"
      aria-labelledby="about-title"
      py={80}
      bg="var(--mantine-color-gray-light)"
    >
      <Container size="lg">
        <Stack align="center" gap="xs" mb="xl" ta="center">
          <Title id="about-title" order={2}>
            About {schoolName}
          </Title>
          <Text c="dimmed" maw={640}>
            {schoolName} brings a real school online: teachers who follow each student, a calendar of every
            due date, a leaderboard that rewards steady work, and a library of materials and recorded lessons
            for each chapter.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {REASONS.map(({ title, text, icon: Icon }) => (
            <Stack key={title} gap="xs" align="center" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                <Icon size={28} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {title}
              </Title>
              <Text c="dimmed">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack align="center" mt={56} gap="sm" ta="center">
          <Title order={3}>Ready to join?</Title>
          <Text c="dimmed" maw={520}>
            Registration happens on our messaging app: send us a message and we will set up your account and
            your first classes.
          </Text>
          <RegistrationButton size="md" />
        </Stack>
      </Container>
    </Box>
  );
}
