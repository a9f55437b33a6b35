import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type LibraryItem, type LibraryType, SEARCH_DEBOUNCE_MS } from '@sabora/contract';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { NoSearchResults } from '../../components/no-search-results';
import { PageHeader } from '../../components/page-header';
import { UserText } from '../../components/user-text';
import { chapterHeading } from '../../lib/chapter-text';
import { usePhone } from '../../lib/use-phone';
import { useLibraryChapter } from './api/use-library-chapter';
import { useViewRecording } from './api/use-view-recording';
import { LibraryBreadcrumbs } from './components/library-breadcrumbs';
import { LibraryItemCards } from './components/library-item-cards';
import { LibraryItemsTable } from './components/library-items-table';
import { RecordingModal } from './components/recording-modal';

const TYPE_OPTIONS = [
  { value: '', label: 'chapter.allTypes' },
  { value: 'material', label: 'chapter.materials' },
  { value: 'recording', label: 'chapter.recordings' },
] as const;

/**
 * /library/{subjectId}/{chapterId}: the chapter's materials and recordings. The
 * breadcrumb follows the chapter's own subject, whatever subject the address names.
 */
export function LibraryChapterPage() {
  const { t } = useTranslation('library');
  const { chapterId = '' } = useParams();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<LibraryType | ''>('');
  const [settledSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const chapter = useLibraryChapter(chapterId, { type: type || undefined, search: settledSearch });
  const view = useViewRecording();
  const [playing, setPlaying] = useState<{ item: LibraryItem; src: string } | null>(null);
  // Below `sm` one card per item: the table's Download and Watch sat past a sideways scroll there.
  const phone = usePhone();
  const Items = phone ? LibraryItemCards : LibraryItemsTable;

  let body: ReactNode;
  if (chapter.isPending) body = <LoadingText text={t('chapter.loading')} />;
  else if (chapter.isError)
    body = (
      <FailureAlert title={t('chapter.loadFailed')} error={chapter.error} onRetry={() => chapter.refetch()} />
    );
  else if (chapter.data.data.length === 0 && (settledSearch || type)) {
    body = (
      <NoSearchResults
        what={t('chapter.what')}
        search={settledSearch}
        onClear={() => {
          setSearch('');
          setType('');
        }}
      />
    );
  } else if (chapter.data.data.length === 0) body = <EmptyText text={t('chapter.empty')} />;
  else
    body = (
      <Items
        items={chapter.data.data}
        onPlay={(item, src) => setPlaying({ item, src })}
        onView={(item) => view.mutate(item._id)}
      />
    );

  const reply = chapter.data;
  const heading = reply ? chapterHeading(reply.chapter) : t('chapter.title');
  return (
    <>
      <LibraryBreadcrumbs
        crumbs={
          reply
            ? [{ label: reply.subject.name, to: `/library/${reply.subject._id}` }, { label: heading }]
            : []
        }
      />
      <PageHeader title={heading} subtitle={reply ? <UserText>{reply.subject.name}</UserText> : undefined} />
      <Stack gap="lg">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={t('chapter.search')}
            placeholder={t('chapter.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={phone ? '100%' : 320}
          />
          <NativeSelect
            label={t('chapter.type')}
            data={TYPE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
            value={type}
            onChange={(event) => setType(event.currentTarget.value as LibraryType | '')}
            w={phone ? '100%' : 180}
          />
        </Group>
        {body}
      </Stack>
      {playing ? (
        <RecordingModal title={playing.item.title} src={playing.src} onClose={() => setPlaying(null)} />
      ) : null}
    </>
  );
}
