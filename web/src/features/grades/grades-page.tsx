import { PageHeader } from '../../components/page-header';
import { GradesView } from './grades-view';

/** /grades (student spec §2.8): the student's own grades. */
export function GradesPage() {
  return (
    <>
      <PageHeader title="My Grades" subtitle="Track your academic performance across all subjects" />
      <GradesView />
    </>
  );
}
