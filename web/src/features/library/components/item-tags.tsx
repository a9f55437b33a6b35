import { Badge, Group } from '@mantine/core';
import { UserText } from '../../../components/user-text';

/** An item's tags, as the table's Material column and a phone's card show them; nothing without any. */
export function ItemTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} size="xs" variant="outline">
          <UserText>{tag}</UserText>
        </Badge>
      ))}
    </Group>
  );
}
