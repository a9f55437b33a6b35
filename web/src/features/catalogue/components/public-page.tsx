import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicHeader } from '../../../components/public-header';

/** The frame of the catalogue's pages: the visitors' header above a main column. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PublicHeader />
      <Container size="lg" py="xl" component="main">
        {children}
      </Container>
    </>
  );
}
