import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What browsers say when a screen's chunk cannot be fetched: Chrome, Firefox, Safari, and Vite's
 * own preloading of a chunk's CSS. After a release the old chunks are gone, so an open page that
 * asks for one must reload to get the new ones.
 */
const CHUNK_LOAD_FAILED =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i;

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILED.test(error.message);
}

/** Shown when a page fails to render, instead of a blank screen (app/route-error-boundary.tsx). */
export function RouteErrorPage({ error }: { error: unknown }) {
  // From `common`, which is loaded before the first paint: when the error is a chunk that failed to
  // load, a lazy `placeholders` catalogue would most likely fail the same way.
  const { t } = useTranslation();
  const stale = isChunkLoadError(error);
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" maw={440} ta="center">
        <Title order={1}>{stale ? t('routeError.staleTitle') : t('routeError.title')}</Title>
        <Text c="dimmed">{stale ? t('routeError.staleBody') : t('routeError.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
