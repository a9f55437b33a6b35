import { Button, Stack, Table, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/format';
import { isolate } from '../../lib/isolate';
import { DateTimeText } from '../date-time-text';
import { DownloadButton } from '../download-button';
import { EditDeleteButtons } from '../edit-delete-buttons';
import { FileList } from '../file-list';
import { UserText } from '../user-text';
import { HandInStatisticsModal } from './hand-in-statistics-modal';

/** What every row shows, homework or exam. */
interface AssignmentRow {
  _id: string;
  title: string;
  subject: { name: string; title: string };
  dueDate: string;
  submissionCount: number;
}

/** A file of the row, as FileList shows it. */
export interface RowFile {
  url: string | null;
  name: string | null | undefined;
  label?: string;
}

/** A column of one kind only, with its header. */
export interface KindColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

interface AssignmentTableProps<T extends AssignmentRow> {
  /** The table's accessible name: 'Homeworks', 'Exams'. */
  label: string;
  minWidth: number;
  items: readonly T[];
  /** The text under the title: the exam's description, the homework's text. */
  details: (item: T) => string;
  /** Homeworks: a Chapter column after Subject. */
  chapter?: KindColumn<T>;
  /** The files column: 'File' (the exam paper), 'Files' (the homework and its correction). */
  files: { header: string; of: (item: T) => RowFile[] };
  /** Between the files and the submission count: the homework's Questions, the exam's Status. */
  extra: KindColumn<T>;
  /** Which kind the rows are: their hand-ins' ZIP and statistics are the kind's calls. */
  kind: 'homework' | 'exam';
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

/** One page of homeworks or exams: what, for which subject, due when, its files and how many handed it in. */
export function AssignmentTable<T extends AssignmentRow>({
  label,
  minWidth,
  items,
  details,
  chapter,
  files,
  extra,
  kind,
  onEdit,
  onDelete,
}: AssignmentTableProps<T>) {
  const { t } = useTranslation();
  const [measuring, setMeasuring] = useState<T | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('assignment.columns.title')}</Table.Th>
              <Table.Th>{t('assignment.columns.subject')}</Table.Th>
              {chapter ? <Table.Th>{chapter.header}</Table.Th> : null}
              <Table.Th>{t('assignment.columns.due')}</Table.Th>
              <Table.Th>{files.header}</Table.Th>
              <Table.Th>{extra.header}</Table.Th>
              <Table.Th>{t('assignment.columns.submissions')}</Table.Th>
              <Table.Th>{t('assignment.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item._id}>
                <Table.Td>
                  <Text fw={600}>
                    <UserText>{item.title}</UserText>
                  </Text>
                  {details(item) ? (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      <UserText block>{details(item)}</UserText>
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <UserText>{item.subject.title || item.subject.name}</UserText>
                </Table.Td>
                {chapter ? <Table.Td>{chapter.cell(item)}</Table.Td> : null}
                <Table.Td>
                  <DateTimeText iso={item.dueDate} />
                </Table.Td>
                <Table.Td>
                  <FileList files={files.of(item)} failureText={t('files.downloadFailed')} />
                </Table.Td>
                <Table.Td>{extra.cell(item)}</Table.Td>
                <Table.Td>
                  <Stack gap={6} align="flex-start">
                    <Text size="sm">{formatNumber(item.submissionCount)}</Text>
                    <Button
                      variant="default"
                      size="compact-xs"
                      leftSection={<IconChartBar size={14} />}
                      aria-label={t('assignment.statistics.open', { name: isolate(item.title) })}
                      onClick={() => setMeasuring(item)}
                    >
                      {t('assignment.statistics.button')}
                    </Button>
                    {item.submissionCount > 0 ? (
                      <DownloadButton
                        path={`/${kind}s/${item._id}/submissions.zip`}
                        fileName="hand-ins.zip"
                        failureText={t('assignment.handInsZipFailed')}
                        size="compact-xs"
                        aria-label={t('assignment.handInsZipNamed', { name: isolate(item.title) })}
                      >
                        {t('assignment.handInsZip')}
                      </DownloadButton>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <EditDeleteButtons
                    name={item.title}
                    onEdit={() => onEdit(item)}
                    onDelete={() => onDelete(item)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {measuring ? (
        <HandInStatisticsModal kind={kind} item={measuring} onClose={() => setMeasuring(null)} />
      ) : null}
    </>
  );
}
