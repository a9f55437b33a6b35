import { Center, Loader } from '@mantine/core';

/** The spinner shown while the session or a page's data loads. */
export function CenteredLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
