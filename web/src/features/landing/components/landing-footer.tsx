import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/i18n/format';
import { isolate } from '../../../lib/isolate';

export function LandingFooter({ schoolName }: { schoolName: string }) {
  const { t } = useTranslation('landing');
  return (
    <Container
      component="footer"
      size="lg"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('footer.rights', {
            year: formatNumber(new Date().getFullYear(), { useGrouping: false }),
            school: isolate(schoolName),
          })}
        </Text>
        <Group gap="lg" component="nav" aria-label={t('footer.label')}>
          <Anchor href="#home" size="sm">
            {t('footer.home')}
          </Anchor>
          <Anchor href="#recipes" size="sm">
            {t('footer.courses')}
          </Anchor>
          <Anchor href="#about" size="sm">
            {t('footer.about')}
          </Anchor>
          <Anchor component={Link} to="/login" size="sm">
            {t('footer.login')}
          </Anchor>
        </Group>
      </Group>
    </Container>
  );
}
