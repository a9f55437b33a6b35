import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Shown when a page fails to render, instead of a blank screen. */
export function RouteErrorPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={440} ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">An error occurred. Please try again.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
