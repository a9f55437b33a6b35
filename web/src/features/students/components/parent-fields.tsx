import { Divider, SimpleGrid, TextInput, Title } from '@mantine/core';
import type { FieldBinding } from '../../../lib/use-form-values';

type ParentField = 'parentName' | 'parentEmail' | 'parentPhone';

/** The parent's details of a student (staff spec §5: all three required), in the add and edit forms. */
export function ParentFields({ bind }: { bind: (name: ParentField) => FieldBinding }) {
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        Parent
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Parent name" {...bind('parentName')} />
        <TextInput label="Parent email" type="email" {...bind('parentEmail')} />
        <TextInput label="Parent phone" type="tel" {...bind('parentPhone')} />
      </SimpleGrid>
    </>
  );
}
