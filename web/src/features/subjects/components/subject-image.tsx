import { Center, Image } from '@mantine/core';
import type { Subject } from '@sabora/contract';
import { IconBook2 } from '@tabler/icons-react';

const IMAGE_HEIGHT = 140;

/** The subject's picture, or a book placeholder when it has none. */
export function SubjectImage({ subject }: { subject: Pick<Subject, 'name' | 'image'> }) {
  return subject.image ? (
    <Image src={subject.image} alt={subject.name} h={IMAGE_HEIGHT} fit="cover" />
  ) : (
    <Center h={IMAGE_HEIGHT} bg="var(--mantine-primary-color-light)" aria-hidden>
      <IconBook2 size={52} stroke={1.4} />
    </Center>
  );
}
