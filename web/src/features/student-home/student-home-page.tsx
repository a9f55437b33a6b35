import { Button, Grid, Stack } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnnouncementsPanel } from '../../components/announcements-panel';
import { DueDateCalendar } from '../../components/due-date-calendar/due-date-calendar';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { USER_TEXT_TAGS } from '../../components/user-text';
import { useAuth } from '../../lib/session/auth-context';
import { CalendarSubscribe } from './calendar-subscribe';
import { HomeCards } from './home-cards';
import { LeaderboardPanel } from './leaderboard-panel';
import { TodaysClassesPanel } from './todays-classes-panel';

interface StudentHomePageProps {
  /** The notifications feature's panel and its banner for new ones (the route table hands them in). */
  notifications: ReactNode;
  banner: ReactNode;
}

/** /home-students: the card row, calendar, leaderboard, today's classes and notifications. */
export function StudentHomePage({ notifications, banner }: StudentHomePageProps) {
  const { user } = useAuth();
  const { t } = useTranslation('student-home');
  return (
    <Stack gap="lg">
      {banner}
      <PageHeader
        title={t('home.title')}
        subtitle={
          user ? (
            <Trans
              t={t}
              i18nKey="home.welcomeName"
              values={{ name: user.firstName }}
              components={USER_TEXT_TAGS}
            />
          ) : (
            t('home.welcome')
          )
        }
        actions={
          <Button
            component={Link}
            to="/student-dashboard"
            variant="light"
            leftSection={<IconLayoutDashboard size={18} />}
          >
            {t('home.myDashboard')}
          </Button>
        }
      />
      <HomeCards />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Panel title={t('home.calendar')}>
            <DueDateCalendar footer={<CalendarSubscribe />} />
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <LeaderboardPanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TodaysClassesPanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>{notifications}</Grid.Col>
        <Grid.Col span={12}>
          <AnnouncementsPanel />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
