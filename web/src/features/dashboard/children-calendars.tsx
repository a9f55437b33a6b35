import { NativeSelect, Stack } from '@mantine/core';
import type { MyChild } from '@sabora/contract';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DueDateCalendar } from '../../components/due-date-calendar/due-date-calendar';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { Panel } from '../../components/panel';
import { USER_TEXT_TAGS } from '../../components/user-text';
import { fullName } from '../../lib/format';
import { useMyChildren } from '../../lib/parents/use-my-children';

/**
 * A parent reads each child's due-date calendar on their dashboard,
 * read only (no links to act on, no subscription); one child at a time, picked when there are more.
 */
export function ChildrenCalendars() {
  const { t } = useTranslation('dashboard');
  const children = useMyChildren();
  const [chosen, setChosen] = useState<string | null>(null);

  let body: ReactNode;
  let title: ReactNode = t('calendars.title');
  if (children.isPending) {
    body = <LoadingText text={t('calendars.loading')} />;
  } else if (children.isError) {
    body = <FailureAlert title={t('calendars.failed')} onRetry={() => void children.refetch()} />;
  } else if (children.data.length === 0) {
    body = <EmptyText text={t('calendars.none')} />;
  } else {
    const list: MyChild[] = children.data;
    const child = list.find((c) => c._id === chosen) ?? list[0]!;
    title = (
      <Trans
        t={t}
        i18nKey="calendars.childTitle"
        values={{ name: child.firstName }}
        components={USER_TEXT_TAGS}
      />
    );
    body = (
      <Stack gap="sm">
        {list.length > 1 ? (
          <NativeSelect
            label={t('calendars.child')}
            data={list.map((c) => ({ value: c._id, label: fullName(c) }))}
            value={child._id}
            onChange={(event) => setChosen(event.currentTarget.value)}
            maw={320}
          />
        ) : null}
        {/* Keyed by child so the month shown starts afresh for each. */}
        <DueDateCalendar key={child._id} student={child._id} readOnly />
      </Stack>
    );
  }
  return <Panel title={title}>{body}</Panel>;
}
