import { NativeSelect, Stack } from '@mantine/core';
import type { MyChild } from '@sabora/contract';
import { type ReactNode, useState } from 'react';
import { DueDateCalendar } from '../../components/due-date-calendar/due-date-calendar';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { Panel } from '../../components/panel';
import { fullName } from '../../lib/format';
import { useMyChildren } from '../../lib/queries/use-my-children';

/**
 * Beyond the spec (issue 11): a parent reads each child's due-date calendar on their dashboard,
 * read only (no links to act on, no subscription); one child at a time, picked when there are more.
 */
export function ChildrenCalendars() {
  const children = useMyChildren();
  const [chosen, setChosen] = useState<string | null>(null);

  let body: ReactNode;
  let title = "Children's Due Dates";
  if (children.isPending) {
    body = <LoadingText text="Loading your children..." />;
  } else if (children.isError) {
    body = (
      <FailureAlert
        title="Failed to load your children. Please try again."
        onRetry={() => void children.refetch()}
      />
    );
  } else if (children.data.length === 0) {
    body = <EmptyText text="No children are linked to your account yet." />;
  } else {
    const list: MyChild[] = children.data;
    const child = list.find((c) => c._id === chosen) ?? list[0]!;
    title = `${child.firstName}'s Due Dates`;
    body = (
      <Stack gap="sm">
        {list.length > 1 ? (
          <NativeSelect
            label="Child"
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
