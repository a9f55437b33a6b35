import { Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { CATALOGUE_PAGE_SIZE, type System } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { CourseCard } from '../../../components/course-card';
import { FailureAlert } from '../../../components/failure-alert';
import { NoSearchResults } from '../../../components/no-search-results';
import { Pager } from '../../../components/pager';
import { useCatalogue } from '../api/use-catalogue';

const PAGER_WINDOW = 5;

interface CatalogueResultsProps {
  system: System;
  search: string;
  page: number;
  onPage: (page: number) => void;
  onClearSearch: () => void;
}

/** The cards of one page of the catalogue, with its loading, error and empty states. */
export function CatalogueResults({ system, search, page, onPage, onClearSearch }: CatalogueResultsProps) {
  const { t } = useTranslation('catalogue');
  const catalogue = useCatalogue(system, search, page);
  if (catalogue.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('results.loading')} />
      </Center>
    );
  }
  if (catalogue.isError) {
    return <FailureAlert title={t('results.loadFailed')} onRetry={() => catalogue.refetch()} />;
  }
  const { data, totalPages, totalCount } = catalogue.data;
  if (data.length === 0) {
    return search ? (
      <NoSearchResults what={t('results.what')} search={search} onClear={onClearSearch} />
    ) : (
      <Text c="dimmed" ta="center" py="xl">
        {t('results.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" aria-live="polite">
        {totalCount > CATALOGUE_PAGE_SIZE
          ? t('results.countPaged', { count: totalCount, page, total: totalPages })
          : t('results.count', { count: totalCount })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {data.map((subject) => (
          <CourseCard key={subject._id} subject={subject} />
        ))}
      </SimpleGrid>
      <Pager
        page={page}
        totalPages={totalPages}
        onChange={onPage}
        windowSize={PAGER_WINDOW}
        label={t('results.pages')}
      />
    </Stack>
  );
}
