import { Card, Group, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface PanelProps {
  /** Its heading; a name inside it ("Salma's Progress") is a `<bdi>` (docs/i18n.md). */
  title: ReactNode;
  /** Shown on the right of the title: a count, a button. */
  actions?: ReactNode;
  /** The panel's greatest height; its content scrolls inside (the notification panel's 400 px). */
  maxHeight?: number;
  children: ReactNode;
}

/** A titled card of a home or dashboard page, named by its title for assistive technology. */
export function Panel({ title, actions, maxHeight, children }: PanelProps) {
  const titleId = useId();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      mah={maxHeight}
      h="100%"
      style={maxHeight ? { display: 'flex', flexDirection: 'column' } : undefined}
    >
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {actions}
      </Group>
      {maxHeight ? (
        <div style={{ overflowY: 'auto', flex: '1 1 auto', minHeight: 0 }}>{children}</div>
      ) : (
        children
      )}
    </Card>
  );
}
