import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { StudentSummary } from '@sabora/contract';
import {
  IconBooks,
  IconChecklist,
  IconFileCertificate,
  IconReportAnalytics,
  IconWriting,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FailureAlert } from '../../components/failure-alert';
import { useStudentSummary } from './api/use-student-summary';

interface HomeCard {
  /** The card's key in the `student-home` catalogue. */
  title: 'cards.quiz' | 'cards.exam' | 'cards.homework' | 'cards.grades' | 'cards.subjects';
  to: string;
  icon: ComponentType<{ size?: number }>;
  /** What the card counts, from the student's summary. */
  figure: (counts: StudentSummary['counts'], t: TFunction<'student-home'>) => string;
}

/**
 * The card row, each with this student's own figure
 * (docs/product/screens.md, "Student home (/home-students)").
 */
const HOME_CARDS: HomeCard[] = [
  {
    title: 'cards.quiz',
    to: '/quiz-students',
    icon: IconChecklist,
    figure: (c, t) => t('cards.openQuizzes', { count: c.openQuizzes }),
  },
  {
    title: 'cards.exam',
    to: '/exams-students',
    icon: IconFileCertificate,
    figure: (c, t) => t('cards.upcomingExams', { count: c.upcomingExams }),
  },
  {
    title: 'cards.homework',
    to: '/homeworks-students',
    icon: IconWriting,
    figure: (c, t) => t('cards.homeworksDue', { count: c.homeworksDueThisWeek }),
  },
  {
    title: 'cards.grades',
    to: '/grades',
    icon: IconReportAnalytics,
    figure: (c, t) => t('cards.gradedAwaiting', { graded: c.graded, awaiting: c.awaitingGrade }),
  },
  {
    title: 'cards.subjects',
    to: '/subjects',
    icon: IconBooks,
    figure: (c, t) => t('cards.subjectsEnrolled', { count: c.subjects }),
  },
];

export function HomeCards() {
  const summary = useStudentSummary();
  const { t } = useTranslation('student-home');
  return (
    <section aria-label={t('cards.region')}>
      {summary.isError ? (
        <FailureAlert title={t('cards.failed')} onRetry={() => void summary.refetch()} />
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" mt={summary.isError ? 'sm' : 0}>
        {HOME_CARDS.map(({ title: titleKey, to, icon: Icon, figure }) => {
          const title = t(titleKey);
          const text = summary.data ? figure(summary.data.counts, t) : null;
          return (
            <Card
              key={titleKey}
              component={Link}
              to={to}
              withBorder
              radius="md"
              padding="sm"
              aria-label={text ? t('cards.withFigure', { title, figure: text }) : title}
              style={{ textDecoration: 'none' }}
            >
              <Group gap={8} wrap="nowrap">
                <ThemeIcon variant="light" radius="md" size={30} aria-hidden>
                  <Icon size={18} />
                </ThemeIcon>
                {/* Two cards a row on a 360 px phone: the smaller text keeps "Homework" whole. */}
                <Text fw={700} fz={{ base: 'sm', xs: 'md' }}>
                  {title}
                  {/* A word break before the figure, so its visible text reads "Quiz 2 open" as its
                      name does (WCAG 2.5.3), not "Quiz2 open". */}{' '}
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
