import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

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

/** Shown when a page fails to render, instead of a blank screen. */
export function RouteErrorPage() {
  const stale = isChunkLoadError(useRouteError());
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={440} ta="center">
        <Title order={1}>{stale ? 'This page could not be loaded' : 'Something went wrong'}</Title>
        <Text c="dimmed">
          {stale
            ? 'Sabora may have been updated since you opened it, or the connection dropped. Reload to get the latest version.'
            : 'An error occurred. Please try again.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
