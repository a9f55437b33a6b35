import { Stack, Tabs } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type GradingKind, SEARCH_DEBOUNCE_MS, type SubmissionStatus } from '@sabora/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { PageHeader } from '../../components/page-header';
import type { SubmissionView } from './api/submission-view';
import { useNextUngraded } from './api/use-next-ungraded';
import { GradeSubmissionModal } from './grade-submission-modal';
import { SubmissionFiltersBar } from './submission-filters-bar';
import { SubmissionList } from './submission-list';
import { SUBMISSION_TABS } from './submission-tabs';
import { ViewSubmissionModal } from './view-submission-modal';

const isGradingKind = (value: string | null): value is GradingKind =>
  SUBMISSION_TABS.some((tab) => tab.kind === value);

/**
 * /student-submissions-admin
 * (docs/product/screens.md, "Student submissions (/student-submissions-admin)"): find, read and
 * grade homework, quiz and exam work.
 */
export function SubmissionsAdminPage() {
  const { t } = useTranslation('submissions');
  const [kind, setKind] = useState<GradingKind>('homework');
  const [search, setSearch] = useState('');
  const [settledSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [subject, setSubject] = useState('');
  const [status, setStatus] = useState<SubmissionStatus | ''>('');
  const [page, setPage] = useState(1);
  // The dialogs are mounted only while open: `null` is closed.
  const [grading, setGrading] = useState<SubmissionView | null>(null);
  const [viewing, setViewing] = useState<SubmissionView | null>(null);

  // Typing waits for a pause; an emptied box (as after a tab switch) applies at once, so the
  // new tab is never asked for the old search.
  const filters = { page, subject, status, search: search.trim() ? settledSearch : '' };
  const nextUngraded = useNextUngraded(kind, filters);

  /** After "Save and next ungraded", the next work waiting for a grade, on its page. */
  async function gradeNext(after: SubmissionView) {
    try {
      const next = await nextUngraded(after);
      if (next) {
        setPage(next.page);
        setGrading(next.submission);
        return;
      }
      notifications.show({ color: 'green', message: t('page.noneLeft') });
    } catch {
      notifications.show({ color: 'red', message: t('page.nextFailed') });
    }
    setGrading(null);
  }

  // A tab switch starts at page 1 with no search; any filter change at page 1.
  function changeTab(value: string | null) {
    if (!isGradingKind(value) || value === kind) return;
    setKind(value);
    setSearch('');
    setPage(1);
  }

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} actions={<BackToDashboard />} />
      {/* Only the open tab is mounted: the hidden ones would ask for their lists with its filters. */}
      <Tabs value={kind} onChange={changeTab} keepMounted={false}>
        <Tabs.List mb="lg">
          {SUBMISSION_TABS.map((tab) => (
            <Tabs.Tab key={tab.kind} value={tab.kind}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SUBMISSION_TABS.map((tab) => (
          <Tabs.Panel key={tab.kind} value={tab.kind}>
            <Stack>
              <SubmissionFiltersBar
                search={search}
                subject={subject}
                status={status}
                onSearchChange={(value) => {
                  setSearch(value);
                  setPage(1);
                }}
                onSubjectChange={(value) => {
                  setSubject(value);
                  setPage(1);
                }}
                onStatusChange={(value) => {
                  setStatus(value);
                  setPage(1);
                }}
              />
              <SubmissionList
                tab={tab}
                filters={filters}
                onClearSearch={() => {
                  setSearch('');
                  setPage(1);
                }}
                onPageChange={setPage}
                onGrade={setGrading}
                onView={setViewing}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      {grading ? (
        // Keyed by submission: the next one opens with its own grade and feedback.
        <GradeSubmissionModal
          key={grading.id}
          submission={grading}
          onClose={() => setGrading(null)}
          onSavedNext={grading.kind === 'quiz' ? undefined : gradeNext}
        />
      ) : null}
      {viewing ? <ViewSubmissionModal submission={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
