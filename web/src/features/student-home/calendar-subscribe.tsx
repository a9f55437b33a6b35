import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyTextButton } from '../../components/copy-text-button';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { useCalendarFeed } from './api/use-calendar-feed';
import { useRegenerateCalendarFeed } from './api/use-regenerate-calendar-feed';

/** The same address for calendar apps that open `webcal:` links (phones, Outlook, Apple Calendar). */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

function FeedAddress({ url }: { url: string }) {
  const { t } = useTranslation('student-home');
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label={t('calendarFeed.address')} value={url} readOnly style={{ flex: 1, minWidth: 0 }} />
        <CopyTextButton value={url} />
      </Group>
      <Anchor href={webcal(url)} size="sm">
        {t('calendarFeed.openInApp')}
      </Anchor>
    </Stack>
  );
}

function SubscribeDialog({ onClose }: { onClose: () => void }) {
  const feed = useCalendarFeed({ enabled: true });
  const regenerate = useRegenerateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const { t } = useTranslation('student-home');

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('calendarFeed.subscribe')}
      closeButtonProps={{ 'aria-label': t('calendarFeed.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('calendarFeed.explain')}</Text>
        {feed.isPending ? (
          <LoadingText text={t('calendarFeed.loading')} />
        ) : feed.isError ? (
          <FailureAlert title={t('calendarFeed.failed')} onRetry={() => void feed.refetch()} />
        ) : (
          <FeedAddress url={feed.data} />
        )}
        {regenerate.isSuccess && regenerate.data.message ? (
          <Text size="sm" c="green" role="status">
            {regenerate.data.message}
          </Text>
        ) : null}
        <FailureAlert title={t('calendarFeed.failedNew')} error={regenerate.error} />
        {confirming ? (
          <Alert color="orange" title={t('calendarFeed.confirmTitle')}>
            <Text size="sm">{t('calendarFeed.confirmText')}</Text>
            <Group gap="xs" mt="sm">
              <Button
                color="orange"
                size="xs"
                loading={regenerate.isPending}
                onClick={() => regenerate.mutate(undefined, { onSettled: () => setConfirming(false) })}
              >
                {t('calendarFeed.makeNew')}
              </Button>
              <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
                {t('calendarFeed.cancel')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group>
            <Button variant="subtle" size="xs" disabled={!feed.isSuccess} onClick={() => setConfirming(true)}>
              {t('calendarFeed.newAddress')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

/**
 * The student's due dates as an iCal feed at a secret address that a
 * calendar app subscribes to; a new address can be made, and the old one then stops working.
 */
export function CalendarSubscribe() {
  const [opened, setOpened] = useState(false);
  const { t } = useTranslation('student-home');
  return (
    <>
      <Group justify="center">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconCalendarPlus size={16} />}
          onClick={() => setOpened(true)}
        >
          {t('calendarFeed.subscribe')}
        </Button>
      </Group>
      {opened ? <SubscribeDialog onClose={() => setOpened(false)} /> : null}
    </>
  );
}
