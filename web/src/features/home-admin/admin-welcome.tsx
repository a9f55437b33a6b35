import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { USER_TEXT_TAGS } from '../../components/user-text';
import type { CommonKey } from '../../lib/i18n/keys';
import { ADMIN_LINK_GROUPS } from '../../lib/staff-links';

/** What each area is for, by the area's name (a `common` key): keys of `home-admin`. */
const GROUP_TEXT: Partial<Record<CommonKey, `groups.${'people' | 'curriculum' | 'teaching'}`>> = {
  'nav.groups.people': 'groups.people',
  'nav.groups.curriculum': 'groups.curriculum',
  'nav.groups.teaching': 'groups.teaching',
};

/** The marketing part of the admin home: what each area of Sabora is for, with a way in. */
export function AdminWelcome({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  const { t: words } = useTranslation('home-admin');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <Trans t={words} i18nKey="welcome" values={{ firstName }} components={USER_TEXT_TAGS} />
        </Title>
        <Text c="dimmed" size="lg" maw={720}>
          {words('intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {ADMIN_LINK_GROUPS.map((group) => {
          const first = group.links[0];
          const text = GROUP_TEXT[group.label];
          const Icon = first?.icon;
          return (
            <Card
              key={group.label}
              withBorder
              padding="lg"
              radius="md"
              component="section"
              aria-label={t(group.label)}
            >
              <Group mb="sm">
                {Icon ? (
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                    <Icon size={22} />
                  </ThemeIcon>
                ) : null}
                <Title order={2} size="h3">
                  {t(group.label)}
                </Title>
              </Group>
              <Text c="dimmed" mb="md">
                {text ? words(text) : null}
              </Text>
              <Group gap="xs">
                {group.links.map((link) => (
                  <Button
                    key={link.to}
                    component={Link}
                    to={link.to}
                    variant="default"
                    size="xs"
                    rightSection={<IconArrowRight size={14} className="mirror-in-rtl" />}
                  >
                    {t(link.label)}
                  </Button>
                ))}
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
