import { Anchor, Badge, Center, Grid, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FailureAlert } from '../../components/failure-alert';
import { UserText } from '../../components/user-text';
import { ApiError } from '../../lib/api-client';
import { fullName } from '../../lib/format';
import { catalogueListPath } from '../../lib/paths';
import { systemName } from '../../lib/systems';
import { useCatalogueSubject } from './api/use-catalogue-subject';
import { ChapterOutline } from './components/chapter-outline';
import { JoinPanel } from './components/join-panel';
import { PublicPage } from './components/public-page';

function CourseBody({ subjectId }: { subjectId: string }) {
  const { t } = useTranslation('catalogue');
  const course = useCatalogueSubject(subjectId);
  if (course.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('course.loading')} />
      </Center>
    );
  }
  if (course.isError) {
    if (course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 400)) {
      return (
        <Stack align="center" py="xl" gap="sm">
          <Title order={1}>{t('course.notFound')}</Title>
          <Text c="dimmed">{t('course.notOffered')}</Text>
          <Anchor component={Link} to="/#recipes">
            {t('course.seeCourses')}
          </Anchor>
        </Stack>
      );
    }
    return <FailureAlert title={t('course.loadFailed')} onRetry={() => course.refetch()} />;
  }
  const subject = course.data;
  const teachers =
    subject.teachers.length > 0
      ? subject.teachers.map((teacher, index) => (
          // The names in the reply's order: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fragment key={index}>
            {index > 0 ? ', ' : null}
            <UserText>{fullName(teacher)}</UserText>
          </Fragment>
        ))
      : t('course.teacherTba');
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={catalogueListPath(subject.system)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden className="mirror-in-rtl" />
          {t('course.allCourses', { system: systemName(subject.system) })}
        </Group>
      </Anchor>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light">{systemName(subject.system)}</Badge>
          <Badge variant="outline" color="gray">
            <UserText>{subject.code}</UserText>
          </Badge>
          <Badge variant="outline" color="gray">
            {subject.academicYear}
          </Badge>
        </Group>
        <Title order={1}>
          <UserText>{subject.name}</UserText>
        </Title>
        {subject.description ? (
          <Text c="dimmed">
            <UserText block>{subject.description}</UserText>
          </Text>
        ) : null}
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Group gap="xl">
              <Text>
                <Text span fw={600}>
                  {t('course.teachers', { count: Math.max(1, subject.teachers.length) })}
                </Text>
                {teachers}
              </Text>
              <Text>{t('course.enrolled', { count: subject.enrollmentCount })}</Text>
              <Text>{t('course.chapters', { count: subject.chapterCount })}</Text>
            </Group>
            <ChapterOutline chapters={subject.chapters} />
            {subject.topics.length > 0 ? (
              <Stack gap="sm" component="section" aria-labelledby="topics-title">
                <Title id="topics-title" order={2} size="h3">
                  {t('course.topics')}
                </Title>
                <List spacing="xs">
                  {subject.topics.map((topic) => (
                    <List.Item key={topic.title}>
                      <Text fw={600} span>
                        <UserText>{topic.title}</UserText>
                      </Text>
                      {topic.durationWeeks > 0 ? t('course.weeks', { count: topic.durationWeeks }) : ''}
                      {topic.description ? (
                        <Text size="sm" c="dimmed">
                          <UserText block>{topic.description}</UserText>
                        </Text>
                      ) : null}
                    </List.Item>
                  ))}
                </List>
              </Stack>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <JoinPanel courseName={subject.name} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /courses/{subjectId}: a course's public page, opened from its card. */
export function CoursePage() {
  const { subjectId = '' } = useParams();
  return (
    <PublicPage>
      <CourseBody subjectId={subjectId} />
    </PublicPage>
  );
}
