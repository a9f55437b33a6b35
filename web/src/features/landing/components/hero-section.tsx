import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { RegistrationButton } from '../../../components/registration-button';

export function HeroSection({ schoolName }: { schoolName: string }) {
  return (
    <Box
      id="home"
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 64, md: 112 }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-indigo-light) 0%, var(--mantine-color-cyan-light) 100%)',
      }}
    >
      <Container size="lg">
        <Stack maw={720} gap="lg">
          <Badge size="lg" variant="white" w="fit-content">
            IGCSE · Thanaweya Amma · SAT
          </Badge>
          <Title id="hero-title" order={1} fz={{ base: 36, md: 52 }} lh={1.15}>
            Learn with great teachers, from wherever you are
          </Title>
          <Text size="xl" c="dimmed">
            {schoolName} is an online school for secondary students. Join live virtual classes, hand in
            homework and exams online and get them back marked with feedback, practise with timed quizzes, and
            find every lesson's material in one digital library.
          </Text>
          <Group>
            <Button
              component="a"
              href="#recipes"
              size="lg"
              variant="filled"
              rightSection={<IconArrowDown size={18} />}
            >
              Explore courses
            </Button>
            <RegistrationButton size="lg" variant="white" />
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
