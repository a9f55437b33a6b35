import { Alert, Button, Center, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CourseCard } from '../../../components/course-card';
import { usePopularSubjects } from '../api/use-popular-subjects';

function CoursesBody() {
  const { t } = useTranslation('landing');
  const subjects = usePopularSubjects();
  if (subjects.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('courses.loading')} />
      </Center>
    );
  }
  if (subjects.isError) {
    return (
      <Alert color="red" role="alert" title={t('courses.loadFailed')}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => subjects.refetch()}>
          {t('courses.retry')}
        </Button>
      </Alert>
    );
  }
  if (subjects.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('courses.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {subjects.data.map((subject) => (
        <CourseCard key={subject._id} subject={subject} />
      ))}
    </SimpleGrid>
  );
}

/** The section with id "recipes": the most recommended courses. */
export function CoursesSection() {
  const { t } = useTranslation('landing');
  return (
    <Container id="recipes" size="lg" py={80} component="section" aria-labelledby="courses-title">
      <Stack align="center" gap="xs" mb="xl" ta="center">
        <Title id="courses-title" order={2}>
          {t('courses.title')}
        </Title>
        <Text c="dimmed" maw={560}>
          {t('courses.subtitle')}
        </Text>
      </Stack>
      <CoursesBody />
    </Container>
  );
}
