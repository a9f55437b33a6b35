import { Divider, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../../../lib/use-form-values';

type ParentField = 'parentName' | 'parentEmail' | 'parentPhone';

/** The parent's details of a student (all three required), in the add and edit forms. */
export function ParentFields({ bind }: { bind: (name: ParentField) => FieldBinding }) {
  const { t } = useTranslation('students');
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        {t('parent.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('fields.parentName')} {...bind('parentName')} />
        <TextInput label={t('fields.parentEmail')} type="email" {...bind('parentEmail')} />
        <TextInput label={t('fields.parentPhone')} type="tel" {...bind('parentPhone')} />
      </SimpleGrid>
    </>
  );
}
