import { Anchor, Badge, Card, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { PageHeader } from '../../components/page-header';
import { UserText } from '../../components/user-text';
import { chapterHeading } from '../../lib/chapter-text';
import { useLibrarySubject } from './api/use-library-subject';
import classes from './components/card-link.module.css';
import { LibraryBreadcrumbs } from './components/library-breadcrumbs';
import { itemsText } from './item-words';

/** /library/{subjectId}: the subject's chapters, each leading to its materials. */
export function LibrarySubjectPage() {
  const { subjectId = '' } = useParams();
  const { t } = useTranslation('library');
  const subject = useLibrarySubject(subjectId);

  let body: ReactNode;
  if (subject.isPending) body = <LoadingText text={t('subject.loading')} />;
  else if (subject.isError)
    body = (
      <FailureAlert title={t('subject.loadFailed')} error={subject.error} onRetry={() => subject.refetch()} />
    );
  else if (subject.data.chapters.length === 0) body = <EmptyText text={t('subject.empty')} />;
  else
    body = (
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('subject.chapters')}
      >
        {subject.data.chapters.map((chapter) => (
          <Card component="li" key={chapter._id} withBorder radius="md" padding="md">
            <Group justify="space-between" wrap="nowrap">
              <Anchor
                component={Link}
                to={`/library/${subjectId}/${chapter._id}`}
                fw={600}
                className={classes.link}
                style={{ minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {chapterHeading(chapter)}
              </Anchor>
              <Badge variant="light">{itemsText(chapter.itemCount)}</Badge>
            </Group>
          </Card>
        ))}
      </Stack>
    );

  const name = subject.data?.subject.name;
  return (
    <>
      <LibraryBreadcrumbs crumbs={name ? [{ label: name }] : []} />
      <PageHeader
        title={name ? <UserText>{name}</UserText> : t('home.title')}
        subtitle={subject.data ? <UserText>{subject.data.subject.code}</UserText> : undefined}
      />
      {body}
    </>
  );
}
