import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { GradesView } from './grades-view';

/** /grades: the student's own grades (docs/product/screens.md, "Grades (/grades)"). */
export function GradesPage() {
  const { t } = useTranslation('grades');
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <GradesView />
    </>
  );
}
