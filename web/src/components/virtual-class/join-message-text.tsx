import { Text } from '@mantine/core';
import type { JoinMessage } from './use-class-join';

/** The answer to a join, under the class, for 3 s. */
export function JoinMessageText({ message }: { message: JoinMessage | null }) {
  if (!message) return null;
  return (
    <Text size="sm" mt={6} c={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
      {message.text}
    </Text>
  );
}
