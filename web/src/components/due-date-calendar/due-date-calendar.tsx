import { ActionIcon, Box, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  CALENDAR_EVENT_TYPES,
  CALENDAR_MAX_DOTS,
  CALENDAR_WINDOW_MONTHS,
  type CalendarEvent,
} from '@sabora/contract';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarDueDates } from '../../lib/calendar/use-calendar-due-dates';
import { formatDate } from '../../lib/format';
import { formatMonth, formatNumber, formatWeekday } from '../../lib/i18n/format';
import { weekOf } from '../../lib/i18n/languages';
import { useAuth } from '../../lib/session/auth-context';
import { usePhone } from '../../lib/use-phone';
import { WORK_TYPE_LABELS } from '../../lib/work-labels';
import { FailureAlert } from '../failure-alert';
import { LoadingText } from '../loading-text';
import { CalendarDayModal } from './calendar-day-modal';
import { EventDot } from './event-dot';
import {
  addMonths,
  compareMonths,
  dayKey,
  type Month,
  monthCells,
  monthOf,
  weekdaysFrom,
} from './month-grid';

interface DueDateCalendarProps {
  /** A parent's child (`?student=`); without it, the signed-in student's own calendar. */
  student?: string;
  /** Parents read it: a day's events are listed, not links to act on. */
  readOnly?: boolean;
  /** Shown under the grid (the student's "Subscribe in your calendar"). */
  footer?: ReactNode;
}

function Legend() {
  const { t } = useTranslation();
  return (
    <Group gap="md" justify="center" aria-label={t('calendar.legend')} role="list">
      {CALENDAR_EVENT_TYPES.map((type) => (
        <Group key={type} gap={6} role="listitem">
          <EventDot type={type} size={10} />
          <Text size="sm">{WORK_TYPE_LABELS[type]}</Text>
        </Group>
      ))}
    </Group>
  );
}

function DayCell({
  day,
  events,
  isToday,
  onOpen,
}: {
  day: Date;
  events: CalendarEvent[];
  isToday: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const number = (
    <Text size="sm" fw={isToday ? 700 : 400} c={isToday ? 'blue' : undefined} lh={1.2}>
      {formatNumber(day.getDate())}
    </Text>
  );
  const style = {
    minHeight: 48,
    borderRadius: 'var(--mantine-radius-sm)',
    border: isToday ? '1px solid var(--mantine-color-blue-5)' : '1px solid transparent',
  };
  if (events.length === 0) {
    return (
      <Stack align="center" gap={4} py={4} style={style} aria-current={isToday ? 'date' : undefined}>
        {number}
      </Stack>
    );
  }
  const extra = events.length - CALENDAR_MAX_DOTS;
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={t('calendar.dayLabel', {
        date: formatDate(day.toISOString()),
        count: events.length,
      })}
      aria-current={isToday ? 'date' : undefined}
      bg="var(--mantine-color-default-hover)"
      style={style}
      py={4}
    >
      <Stack align="center" gap={4}>
        {number}
        <Group gap={2} justify="center" wrap="nowrap">
          {events.slice(0, CALENDAR_MAX_DOTS).map((event) => (
            <EventDot key={`${event.type}-${event._id}`} type={event.type} size={6} />
          ))}
          {extra > 0 ? (
            <Text fz={10} lh={1} c="dimmed">
              {t('calendar.more', { number: formatNumber(extra) })}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </UnstyledButton>
  );
}

/**
 * The due-date calendar (docs/product/screens.md, "Due-date calendar"): the due dates of the next 6
 * months on a month grid (Sunday to Saturday in English; the reader's week otherwise, Saturday to
 * Friday in Arabic; weekdays by their letter on a phone), up to 3 coloured dots a day and '+N' for
 * the rest; a day opens a list of its events. The student home uses it, and a parent's dashboard
 * reads a child's read-only.
 */
export function DueDateCalendar({ student, readOnly = false, footer }: DueDateCalendarProps) {
  const { user } = useAuth();
  const { t, i18n } = useTranslation();
  const week = weekOf(i18n.resolvedLanguage);
  const phone = usePhone();
  const calendar = useCalendarDueDates({ student, enabled: Boolean(user) });
  const today = new Date();
  const thisMonth = monthOf(today);
  const lastMonth = addMonths(thisMonth, CALENDAR_WINDOW_MONTHS);
  const [shown, setShown] = useState<Month>(thisMonth);
  const [openDay, setOpenDay] = useState<{ key: string; date: Date } | null>(null);

  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of calendar.data ?? []) {
      const key = dayKey(new Date(event.dueDate));
      map.set(key, [...(map.get(key) ?? []), event]);
    }
    return map;
  }, [calendar.data]);

  if (!user) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t('calendar.authRequired')}
      </Text>
    );
  }
  if (calendar.isPending) return <LoadingText text={t('calendar.loading')} />;
  if (calendar.isError) {
    return <FailureAlert title={t('calendar.loadFailed')} onRetry={() => void calendar.refetch()} />;
  }
  if (calendar.data.length === 0) {
    return (
      <Stack gap="sm">
        <Text c="dimmed" ta="center" py="lg" fw={500}>
          {t('calendar.none')}
        </Text>
        {footer}
      </Stack>
    );
  }

  const todayKey = dayKey(today);
  const monthTitle = formatMonth(shown.year, shown.month);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon
          variant="subtle"
          aria-label={t('calendar.previousMonth')}
          disabled={compareMonths(shown, thisMonth) <= 0}
          onClick={() => setShown(addMonths(shown, -1))}
        >
          <IconChevronLeft size={18} className="mirror-in-rtl" />
        </ActionIcon>
        <Text fw={700} aria-live="polite">
          {monthTitle}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button variant="default" size="compact-sm" onClick={() => setShown(thisMonth)}>
            {t('calendar.today')}
          </Button>
          <ActionIcon
            variant="subtle"
            aria-label={t('calendar.nextMonth')}
            disabled={compareMonths(shown, lastMonth) >= 0}
            onClick={() => setShown(addMonths(shown, 1))}
          >
            <IconChevronRight size={18} className="mirror-in-rtl" />
          </ActionIcon>
        </Group>
      </Group>
      <Box
        role="group"
        aria-label={monthTitle}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}
      >
        {weekdaysFrom(week.firstDay).map((weekday) => (
          <Text
            key={weekday}
            size="xs"
            c="dimmed"
            ta="center"
            fw={600}
            aria-hidden
            data-weekday={weekday}
            style={{ overflowWrap: 'anywhere' }}
          >
            {formatWeekday(weekday, phone ? 'narrow' : 'short')}
          </Text>
        ))}
        {monthCells(shown, week.firstDay).map(({ key, date }) =>
          date ? (
            <DayCell
              key={key}
              day={date}
              events={byDay.get(key) ?? []}
              isToday={key === todayKey}
              onOpen={() => setOpenDay({ key, date })}
            />
          ) : (
            <div key={key} />
          ),
        )}
      </Box>
      <Legend />
      {footer}
      {openDay ? (
        <CalendarDayModal
          day={openDay.date}
          events={byDay.get(openDay.key) ?? []}
          readOnly={readOnly}
          onClose={() => setOpenDay(null)}
        />
      ) : null}
    </Stack>
  );
}
