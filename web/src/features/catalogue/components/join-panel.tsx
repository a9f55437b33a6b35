import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegistrationButton } from '../../../components/registration-button';
import { USER_TEXT_TAGS } from '../../../components/user-text';

/** How a visitor joins a course: accounts are made by the school, through the messaging app. */
export function JoinPanel({ courseName }: { courseName: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="join-title">
      <Stack gap="sm">
        <Title id="join-title" order={2} size="h4">
          {t('join.title')}
        </Title>
        <Text size="sm" c="dimmed">
          <Trans t={t} i18nKey="join.text" values={{ course: courseName }} components={USER_TEXT_TAGS} />
        </Text>
        <RegistrationButton />
        <Anchor component={Link} to="/signup" size="sm">
          {t('join.how')}
        </Anchor>
      </Stack>
    </Card>
  );
}
