import { EmptyState, Stack, Tabs, TextInput } from '@mantine/core';
import {
  filterGrades,
  type GradeItem,
  type GradeItemType,
  type GradeSortKey,
  gradeStats,
} from '@sabora/contract';
import { IconReportAnalytics, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { NoSearchResults } from '../../components/no-search-results';
import { useGradeItems } from './api/use-grade-items';
import { GradeCard } from './grade-card';
import { GradeStatCards } from './grade-stat-cards';
import { GradeToolbar } from './grade-toolbar';
import { ProgressSection } from './progress-section';

const TABS: (GradeItemType | 'all')[] = ['all', 'exam', 'quiz', 'homework'];

/** The subjects the items belong to, for the subject filter, by name. */
function subjectsOf(items: readonly GradeItem[]) {
  const byId = new Map(items.map((item) => [item.subjectId, item.subject]));
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * Below the titles: the grades of one student, read-only. The student sees
 * their own (`student` left out); a parent passes the child's profile id.
 */
export function GradesView({ student }: { student?: string }) {
  const { items, isLoading, failed, partlyFailed, retry } = useGradeItems(student);
  const { t } = useTranslation('grades');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<GradeItemType | 'all'>('all');
  const [subjectId, setSubjectId] = useState('all');
  const [sortBy, setSortBy] = useState<GradeSortKey>('date');
  const [descending, setDescending] = useState(true);

  const stats = useMemo(() => gradeStats(items), [items]);
  const subjects = useMemo(() => subjectsOf(items), [items]);
  const shown = useMemo(
    () => filterGrades(items, { type, subjectId, search, sortBy, descending }),
    [items, type, subjectId, search, sortBy, descending],
  );

  if (isLoading) return <LoadingText text={t('view.loading')} />;
  if (failed) return <FailureAlert title={t('view.failed')} onRetry={retry} />;

  return (
    <Stack gap="lg">
      <TextInput
        aria-label={t('view.search')}
        placeholder={t('view.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {partlyFailed ? <FailureAlert title={t('view.failed')} onRetry={retry} /> : null}
      <GradeStatCards stats={stats} />
      <ProgressSection student={student} />
      <Tabs value={type} onChange={(value) => setType((value as GradeItemType | 'all' | null) ?? 'all')}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t('view.tabCount', {
                label: t(`view.tabs.${tab}`),
                n: tab === 'all' ? items.length : items.filter((i) => i.type === tab).length,
              })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <GradeToolbar
        subjects={subjects}
        subjectId={subjectId}
        onSubjectChange={setSubjectId}
        sortBy={sortBy}
        onSortChange={setSortBy}
        descending={descending}
        onDirectionToggle={() => setDescending((value) => !value)}
      />
      {shown.length === 0 && items.length > 0 && search.trim() ? (
        <NoSearchResults what={t('view.what')} search={search} onClear={() => setSearch('')} />
      ) : shown.length === 0 ? (
        <EmptyState
          py="xl"
          icon={<IconReportAnalytics />}
          title={t('view.empty')}
          description={stats.completed === 0 ? t('view.nothingCompleted') : t('view.adjustFilters')}
        />
      ) : (
        <Stack component="ul" aria-label={t('view.list')} gap="md" p={0} m={0}>
          {shown.map((item) => (
            <GradeCard key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
