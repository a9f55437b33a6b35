import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { LibrarySubject } from '@sabora/contract';
import { Link } from 'react-router';
import { UserText } from '../../../components/user-text';
import { itemsText } from '../item-words';
import classes from './card-link.module.css';
import { SubjectIcon } from './subject-icon';

/** A subject on /library: its icon, name, code and description, linking to its chapters. */
export function LibrarySubjectCard({ subject }: { subject: LibrarySubject }) {
  return (
    <Card withBorder padding="lg" radius="md" component="li" aria-label={subject.name} h="100%">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <SubjectIcon name={subject.name} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/library/${subject._id}`}
            fw={700}
            size="lg"
            className={classes.link}
            style={{ overflowWrap: 'anywhere' }}
          >
            <UserText>{subject.name}</UserText>
          </Anchor>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              <UserText>{subject.code}</UserText>
            </Text>
            <Badge variant="light" size="sm">
              {itemsText(subject.itemCount)}
            </Badge>
          </Group>
          {subject.description ? (
            <Text size="sm" c="dimmed" lineClamp={3}>
              <UserText block>{subject.description}</UserText>
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
