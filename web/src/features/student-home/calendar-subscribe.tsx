import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyTextButton } from '../../components/copy-text-button';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { useCalendarFeed } from './api/use-calendar-feed';
import { useRegenerateCalendarFeed } from './api/use-regenerate-calendar-feed';

/** The same address for calendar apps that open `webcal:` links (phones, Outlook, Apple Calendar). */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

function FeedAddress({ url }: { url: string }) {
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label="Calendar address" value={url} readOnly style={{ flex: 1, minWidth: 0 }} />
        <CopyTextButton value={url} />
      </Group>
      <Anchor href={webcal(url)} size="sm">
        Open in your calendar app
      </Anchor>
    </Stack>
  );
}

function SubscribeDialog({ onClose }: { onClose: () => void }) {
  const feed = useCalendarFeed({ enabled: true });
  const regenerate = useRegenerateCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  return (
    <Modal
      opened
      onClose={onClose}
      title="Subscribe in your calendar"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Add this address to Google Calendar, Outlook or your phone's calendar to see your due dates there.
          Keep it to yourself: anyone who has it can read your due dates.
        </Text>
        {feed.isPending ? (
          <LoadingText text="Loading your calendar address..." />
        ) : feed.isError ? (
          <FailureAlert title="Failed to load your calendar address" onRetry={() => void feed.refetch()} />
        ) : (
          <FeedAddress url={feed.data} />
        )}
        {regenerate.isSuccess && regenerate.data.message ? (
          <Text size="sm" c="green" role="status">
            {regenerate.data.message}
          </Text>
        ) : null}
        <FailureAlert title="Failed to make a new address" error={regenerate.error} />
        {confirming ? (
          <Alert color="orange" title="Make a new address?">
            <Text size="sm">The current address will stop working in every calendar that uses it.</Text>
            <Group gap="xs" mt="sm">
              <Button
                color="orange"
                size="xs"
                loading={regenerate.isPending}
                onClick={() => regenerate.mutate(undefined, { onSettled: () => setConfirming(false) })}
              >
                Make a new address
              </Button>
              <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group>
            <Button variant="subtle" size="xs" disabled={!feed.isSuccess} onClick={() => setConfirming(true)}>
              New address
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

/**
 * Beyond the spec (issue 11): the student's due dates as an iCal feed at a secret address that a
 * calendar app subscribes to; a new address can be made, and the old one then stops working.
 */
export function CalendarSubscribe() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Group justify="center">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconCalendarPlus size={16} />}
          onClick={() => setOpened(true)}
        >
          Subscribe in your calendar
        </Button>
      </Group>
      {opened ? <SubscribeDialog onClose={() => setOpened(false)} /> : null}
    </>
  );
}
