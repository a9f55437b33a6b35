import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { MyChild } from '@sabora/contract';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { PageHeader } from '../../components/page-header';
import { USER_TEXT_TAGS, UserText } from '../../components/user-text';
import { useMyChildren } from '../../lib/parents/use-my-children';
import { GradesView } from './grades-view';

const fullName = (child: MyChild) => `${child.firstName} ${child.lastName}`;

/**
 * The parent's Grades card: the same read-only view as a student's /grades, for one
 * child at a time. The chosen child is kept in `?student=` so the page can be bookmarked.
 */
export function ParentGradesPage() {
  const children = useMyChildren();
  const { t } = useTranslation('grades');
  const [params, setParams] = useSearchParams();

  const list = children.data ?? [];
  const child = list.find((c) => c._id === params.get('student')) ?? list[0];

  return (
    <>
      <PageHeader
        title={
          child ? (
            <Trans
              t={t}
              i18nKey="parent.childTitle"
              values={{ name: fullName(child) }}
              components={USER_TEXT_TAGS}
            />
          ) : (
            t('parent.title')
          )
        }
        subtitle={
          child ? (
            <Trans
              t={t}
              i18nKey="parent.childSubtitle"
              values={{ name: child.firstName }}
              components={USER_TEXT_TAGS}
            />
          ) : (
            t('parent.subtitle')
          )
        }
        actions={<BackToDashboard />}
      />
      {children.isPending ? (
        <LoadingText text={t('parent.loading')} />
      ) : children.isError ? (
        <FailureAlert title={t('parent.failed')} onRetry={() => void children.refetch()} />
      ) : !child ? (
        <Text c="dimmed">{t('parent.none')}</Text>
      ) : (
        <Stack gap="lg">
          {list.length > 1 ? (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="child-picker">
                {t('parent.child')}
              </Text>
              <SegmentedControl
                aria-labelledby="child-picker"
                value={child._id}
                onChange={(id) => setParams({ student: id }, { replace: true })}
                data={list.map((c) => ({ value: c._id, label: <UserText>{fullName(c)}</UserText> }))}
                w="fit-content"
              />
            </Stack>
          ) : null}
          {/* Keyed by child so the filters start afresh for each. */}
          <GradesView key={child._id} student={child._id} />
        </Stack>
      )}
    </>
  );
}
