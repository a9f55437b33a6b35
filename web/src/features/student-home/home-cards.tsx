import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { StudentSummary } from '@sabora/contract';
import {
  IconBooks,
  IconChecklist,
  IconFileCertificate,
  IconReportAnalytics,
  IconWriting,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { FailureAlert } from '../../components/failure-alert';
import { useStudentSummary } from './api/use-student-summary';

interface HomeCard {
  title: string;
  to: string;
  icon: ComponentType<{ size?: number }>;
  /** What the card counts, from the student's summary. */
  figure: (counts: StudentSummary['counts']) => string;
}

/** Spec §2.4: the card row, in the spec's order, each with this student's own figure. */
const HOME_CARDS: HomeCard[] = [
  { title: 'Quiz', to: '/quiz-students', icon: IconChecklist, figure: (c) => `${c.openQuizzes} open` },
  {
    title: 'Exam',
    to: '/exams-students',
    icon: IconFileCertificate,
    figure: (c) => `${c.upcomingExams} upcoming`,
  },
  {
    title: 'Homework',
    to: '/homeworks-students',
    icon: IconWriting,
    figure: (c) => `${c.homeworksDueThisWeek} due this week`,
  },
  {
    title: 'Grades',
    to: '/grades',
    icon: IconReportAnalytics,
    figure: (c) => `${c.graded} graded, ${c.awaitingGrade} awaiting`,
  },
  { title: 'Subjects', to: '/subjects', icon: IconBooks, figure: (c) => `${c.subjects} enrolled` },
];

export function HomeCards() {
  const summary = useStudentSummary();
  return (
    <section aria-label="Your work">
      {summary.isError ? (
        <FailureAlert title="Failed to load your figures" onRetry={() => void summary.refetch()} />
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" mt={summary.isError ? 'sm' : 0}>
        {HOME_CARDS.map(({ title, to, icon: Icon, figure }) => {
          const text = summary.data ? figure(summary.data.counts) : null;
          return (
            <Card
              key={title}
              component={Link}
              to={to}
              withBorder
              radius="md"
              padding="sm"
              aria-label={text ? `${title}: ${text}` : title}
              style={{ textDecoration: 'none' }}
            >
              <Group gap={8} wrap="nowrap">
                <ThemeIcon variant="light" radius="md" size={30} aria-hidden>
                  <Icon size={18} />
                </ThemeIcon>
                {/* Two cards a row on a 360 px phone: the smaller text keeps "Homework" whole. */}
                <Text fw={700} fz={{ base: 'sm', xs: 'md' }}>
                  {title}
                </Text>
              </Group>
              {summary.isPending ? (
                <Skeleton height={14} mt="xs" width="70%" />
              ) : text ? (
                <Text size="sm" c="dimmed" mt="xs">
                  {text}
                </Text>
              ) : null}
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
