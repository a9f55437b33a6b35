import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileText, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyText } from '../../../components/empty-text';
import { FailureAlert } from '../../../components/failure-alert';
import { LoadingText } from '../../../components/loading-text';
import { Panel } from '../../../components/panel';
import { UserText } from '../../../components/user-text';
import { chapterHeading } from '../../../lib/chapter-text';
import { formatDate } from '../../../lib/format';
import { TOUCH_TARGET } from '../../../lib/touch-target';
import { useRecentLibrary } from '../api/use-recent-library';
import classes from './card-link.module.css';

/** "Recently Added" on /library: the newest items, each leading to its chapter. */
export function RecentItems() {
  const { t } = useTranslation('library');
  const recent = useRecentLibrary();

  let body: ReactNode;
  if (recent.isPending) body = <LoadingText text={t('recent.loading')} />;
  else if (recent.isError)
    body = (
      <FailureAlert title={t('chapter.loadFailed')} error={recent.error} onRetry={() => recent.refetch()} />
    );
  else if (recent.data.length === 0) body = <EmptyText text={t('recent.empty')} />;
  else
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('recent.title')}>
        {recent.data.map((item) => (
          <Group
            component="li"
            key={item._id}
            wrap="nowrap"
            align="flex-start"
            gap="sm"
            // The link's press area (card-link.module.css) is the whole line, icon and date included.
            pos="relative"
            mih={TOUCH_TARGET}
          >
            <ThemeIcon variant="light" size="md" aria-hidden>
              {item.type === 'material' ? <IconFileText size={16} /> : <IconVideo size={16} />}
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={`/library/${item.subject._id}/${item.chapter._id}`}
                fw={600}
                className={classes.link}
                style={{ overflowWrap: 'anywhere' }}
              >
                <UserText>{item.title}</UserText>
              </Anchor>
              <Text size="xs" c="dimmed">
                <UserText>{item.subject.name}</UserText> · {chapterHeading(item.chapter)} ·{' '}
                {formatDate(item.createdAt)}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    );

  return <Panel title={t('recent.title')}>{body}</Panel>;
}
