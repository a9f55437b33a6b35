import { Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CATALOGUE_SEARCH_MAX, SEARCH_DEBOUNCE_MS, type System } from '@sabora/contract';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { systemName } from '../../lib/systems';
import { CatalogueResults } from './components/catalogue-results';
import { PublicPage } from './components/public-page';

interface CourseListPageProps {
  /** The systems this list offers: /igcse-list has one, /rcipes-list two (chosen by `?system=`). */
  systems: readonly [System, ...System[]];
}

/**
 * The public catalogue of a system: its active subjects, searchable, a page of
 * cards at a time. The system, search and page live in the address, so a list can be shared.
 */
export function CourseListPage({ systems }: CourseListPageProps) {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const asked = params.get('system') as System | null;
  const system = asked && systems.includes(asked) ? asked : systems[0];
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // A new search starts at its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text settles
  useEffect(() => {
    if (debounced !== search) update({ search: debounced || null, page: null });
  }, [debounced]);

  const label = systemName(system);
  return (
    <PublicPage>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('list.title', { system: label })}</Title>
          <Text c="dimmed">{t('list.intro', { system: label })}</Text>
        </Stack>
        <Group align="flex-end" gap="md">
          {systems.length > 1 ? (
            <SegmentedControl
              aria-label={t('list.system')}
              value={system}
              onChange={(value) => update({ system: value, page: null })}
              data={systems.map((s) => ({ value: s, label: systemName(s) }))}
            />
          ) : null}
          <TextInput
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={typed}
            maxLength={CATALOGUE_SEARCH_MAX}
            onChange={(event) => setTyped(event.currentTarget.value)}
            style={{ flexGrow: 1 }}
            maw={420}
          />
        </Group>
        <CatalogueResults
          system={system}
          search={search}
          page={page}
          onPage={(next) => update({ page: next > 1 ? String(next) : null })}
          onClearSearch={() => {
            setTyped('');
            update({ search: null, page: null });
          }}
        />
      </Stack>
    </PublicPage>
  );
}
