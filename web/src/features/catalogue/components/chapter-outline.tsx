import { List, Stack, Text, Title } from '@mantine/core';
import type { CatalogueSubjectDetail } from '@sabora/contract';
import { Trans, useTranslation } from 'react-i18next';
import { USER_TEXT_TAGS, UserText } from '../../../components/user-text';
import { formatNumber } from '../../../lib/i18n/format';

/** The course's chapters in order, as the library names them ('Chapter {order}: {title}'). */
export function ChapterOutline({ chapters }: { chapters: CatalogueSubjectDetail['chapters'] }) {
  const { t } = useTranslation('catalogue');
  return (
    <Stack gap="sm" component="section" aria-labelledby="chapters-title">
      <Title id="chapters-title" order={2} size="h3">
        {t('outline.title')}
      </Title>
      {chapters.length === 0 ? (
        <Text c="dimmed">{t('outline.preparing')}</Text>
      ) : (
        <List listStyleType="none" spacing="sm" aria-labelledby="chapters-title">
          {chapters.map((chapter) => (
            <List.Item key={`${chapter.order}-${chapter.title}`}>
              <Text fw={600}>
                <Trans
                  t={t}
                  i18nKey="outline.heading"
                  values={{ order: formatNumber(chapter.order), title: chapter.title }}
                  components={USER_TEXT_TAGS}
                />
              </Text>
              {chapter.description ? (
                <Text size="sm" c="dimmed">
                  <UserText block>{chapter.description}</UserText>
                </Text>
              ) : null}
              {chapter.duration > 0 ? (
                <Text size="xs" c="dimmed">
                  {t('outline.hours', { count: chapter.duration })}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
