import { Badge, Group, Stack, Text } from '@mantine/core';
import type { BackupRun, BackupStatus as Status } from '@sabora/contract';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DateTimeText } from '../../components/date-time-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { Panel } from '../../components/panel';
import { USER_TEXT_TAGS } from '../../components/user-text';
import { formatBytes } from '../../lib/format';
import { formatNumber } from '../../lib/i18n/format';
import { useBackupStatus } from './api/use-backup-status';

const STATUS_COLOR = { succeeded: 'green', failed: 'red', running: 'blue' } as const;

/** One run: when, how large, and (the last run's) what came of it; `good`: the last good one. */
function RunLine({ run, good = false }: { run: BackupRun; good?: boolean }) {
  const { t } = useTranslation('home-admin');
  const label = good ? 'lastGood' : 'last';
  return (
    <Group gap="xs" wrap="wrap">
      <Text>
        <Trans
          t={t}
          i18nKey={run.bytes === null ? `backups.${label}` : `backups.${label}Sized`}
          values={{ size: run.bytes === null ? '' : formatBytes(run.bytes) }}
          components={{ date: <DateTimeText iso={run.startedAt} /> }}
        />
      </Text>
      {good ? null : (
        <Badge variant="light" color={STATUS_COLOR[run.status]}>
          {t(`backups.status.${run.status}`)}
        </Badge>
      )}
    </Group>
  );
}

function Schedule({ status }: { status: Status }) {
  const { t } = useTranslation('home-admin');
  if (!status.nextRunAt) return <Text c="dimmed">{t('backups.off')}</Text>;
  return (
    <Text c="dimmed" size="sm">
      <Trans
        t={t}
        i18nKey="backups.next"
        values={{ keep: formatNumber(status.keep) }}
        components={{ date: <DateTimeText iso={status.nextRunAt} /> }}
      />
    </Text>
  );
}

/**
 * The admin home's word on backups (docs/operations.md, "Backups"): the last one's time, size and
 * outcome; after a failure its reason and the last good one; and when the next is due.
 */
export function BackupStatus() {
  const { t } = useTranslation('home-admin');
  const status = useBackupStatus();
  let body: ReactNode;
  if (status.isPending) body = <LoadingText text={t('backups.loading')} />;
  else if (status.isError)
    body = <FailureAlert title={t('backups.failedToLoad')} onRetry={() => void status.refetch()} />;
  else {
    const { last, lastSucceeded } = status.data;
    body = (
      <Stack gap="xs">
        {last ? <RunLine run={last} /> : <Text>{t('backups.none')}</Text>}
        {last?.status === 'failed' && last.error ? (
          <Text c="red" size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Trans
              t={t}
              i18nKey="backups.reason"
              values={{ reason: last.error }}
              components={USER_TEXT_TAGS}
            />
          </Text>
        ) : null}
        {last && last.status !== 'succeeded' ? (
          lastSucceeded ? (
            <RunLine run={lastSucceeded} good />
          ) : (
            <Text size="sm">{t('backups.noneGood')}</Text>
          )
        ) : null}
        <Schedule status={status.data} />
      </Stack>
    );
  }
  return <Panel title={t('backups.title')}>{body}</Panel>;
}
