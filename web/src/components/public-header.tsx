import { Anchor, Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rememberPickedLanguage } from '../lib/i18n/picked-language';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

const SECTIONS = [
  { id: 'home', label: 'header.home' },
  { id: 'recipes', label: 'header.courses' },
  { id: 'about', label: 'header.about' },
] as const;

/**
 * The visitors' header: the landing page's sections, Sign Up and Login. On the landing
 * page the sections are anchors of the page; on the other public pages they lead back to them.
 */
export function PublicHeader({ onLanding = false }: { onLanding?: boolean }) {
  const { t } = useTranslation();
  // On a phone the sections are behind a menu button: they do not fit beside the actions.
  const [menuOpen, setMenuOpen] = useState(false);
  const sectionLinks = (onPick?: () => void) =>
    SECTIONS.map((section) => (
      <Anchor
        key={section.id}
        href={`${onLanding ? '' : '/'}#${section.id}`}
        c="var(--mantine-color-text)"
        fw={500}
        onClick={onPick}
      >
        {t(section.label)}
      </Anchor>
    ));
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        {/* On a phone the language, Sign Up and Login go to a second row when a language's words
            do not fit beside the mark (Spanish, French at 360 px), never past the screen's edge
            (docs/decisions.md, "Phones"). */}
        <Group
          mih={64}
          py={8}
          justify="space-between"
          wrap="wrap"
          preventGrowOverflow={false}
          style={{ rowGap: 8 }}
        >
          <Logo to="/" />
          <Group component="nav" aria-label={t('header.sections')} gap="lg" visibleFrom="sm">
            {sectionLinks()}
          </Group>
          <Group gap="sm" wrap="nowrap" ms="auto">
            <LanguageSwitch onPicked={rememberPickedLanguage} />
            <Anchor component={Link} to="/signup" fw={600}>
              {t('header.signUp')}
            </Anchor>
            <Button component={Link} to="/login">
              {t('header.login')}
            </Button>
            <Burger
              hiddenFrom="sm"
              size="sm"
              opened={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
              aria-label={t('header.toggleNavigation')}
              aria-expanded={menuOpen}
              aria-controls="public-sections"
            />
          </Group>
        </Group>
        {menuOpen && (
          <Stack
            id="public-sections"
            component="nav"
            aria-label={t('header.sections')}
            hiddenFrom="sm"
            gap="sm"
            pb="sm"
          >
            {sectionLinks(() => setMenuOpen(false))}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
