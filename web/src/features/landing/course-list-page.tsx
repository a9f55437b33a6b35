import { Container } from '@mantine/core';
import { ComingSoon } from '../../components/coming-soon';
import { LandingHeader } from './components/landing-header';

/** The course lists the landing page's services lead to (spec §2.1: their content is not shown yet). */
export function CourseListPage({ title }: { title: string }) {
  return (
    <>
      <LandingHeader />
      <Container size="lg" py="xl" component="main">
        <ComingSoon title={title} backTo="/" backLabel="Back to the home page" />
      </Container>
    </>
  );
}
