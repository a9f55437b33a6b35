import { Anchor, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { STUDENT_CSV_COLUMNS, STUDENT_CSV_EXAMPLE } from '@sabora/contract';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { reasonOf } from '../../../lib/form-rules';
import { useImportStudents } from '../api/use-import-students';
import { type ImportPreview, usePreviewImport } from '../api/use-preview-import';
import { ImportPreviewTable } from './import-preview-table';

/** The header row and an example student (its values hold no comma or quote), as a .csv link. */
const TEMPLATE_TEXT = `${[STUDENT_CSV_COLUMNS, STUDENT_CSV_COLUMNS.map((c) => STUDENT_CSV_EXAMPLE[c])]
  .map((row) => row.join(','))
  .join('\r\n')}\r\n`;
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE_TEXT)}`;

const rowsText = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/** "3 rows ready (1 new, 1 to update, 1 unchanged), 1 row with errors." */
function previewSummary(preview: ImportPreview): string {
  const ready = `${rowsText(preview.validCount)} ready (${preview.added} new, ${preview.updated} to update, ${preview.unchanged} unchanged)`;
  return preview.invalidCount === 0
    ? `${ready}.`
    : `${ready}, ${rowsText(preview.invalidCount)} with errors.`;
}

export function ImportStudentsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Upload students" size="xl">
      {opened ? <ImportStudents onDone={onClose} /> : null}
    </Modal>
  );
}

/** Pick a .csv, read the server's preview of every row, then import all rows or none. */
function ImportStudents({ onDone }: { onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const previewCall = usePreviewImport();
  const importCall = useImportStudents();

  function check(chosen: File) {
    setPreview(null);
    previewCall.mutate(chosen, {
      onSuccess: (reply) => setPreview(reply.data),
      onError: (failure) => setError(`Failed to read the file: ${reasonOf(failure)}`),
    });
  }

  function choose(chosen: File | null) {
    setFile(chosen);
    setError(null);
    setResult(null);
    setPreview(null);
    if (chosen) check(chosen);
  }

  function runImport() {
    if (!file) return;
    setError(null);
    importCall.mutate(file, {
      onSuccess: (reply) => {
        setResult(reply.message);
        setPreview(null);
        setFile(null);
      },
      onError: (failure) => {
        setError(`Failed to import students: ${reasonOf(failure)}`);
        // The rows may have changed since the preview (an email taken meanwhile): show them again.
        check(file);
      },
    });
  }

  const ready = preview !== null && preview.invalidCount === 0 && preview.added + preview.updated > 0;
  return (
    <Stack>
      <Text size="sm">
        One student per row, as in the template's example. Subjects are subject codes separated by ";". A row
        with the email of an existing student updates that student (the password column is only read for new
        students), so an exported file can be edited and imported back.{' '}
        <Anchor href={TEMPLATE_HREF} download="students-template.csv">
          Download template
        </Anchor>
      </Text>
      <FileInput
        label="CSV file"
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        clearable
        value={file}
        onChange={choose}
        leftSection={<IconFileTypeCsv size={18} />}
      />
      {previewCall.isPending ? <Text c="dimmed">Checking the file...</Text> : null}
      {preview ? (
        <>
          <Text role="status">{previewSummary(preview)}</Text>
          <ImportPreviewTable rows={preview.rows} />
          {preview.invalidCount === 0 && preview.added + preview.updated === 0 ? (
            <Text size="sm">Nothing to import: every student in the file is already up to date.</Text>
          ) : null}
          {preview.invalidCount > 0 ? (
            <Text size="sm" c="dimmed">
              An import writes every row or none: correct the rows with errors and choose the file again.
            </Text>
          ) : null}
        </>
      ) : null}
      <FormFeedback error={error} success={result} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Done
        </Button>
        <Button onClick={runImport} disabled={!ready} loading={importCall.isPending}>
          Import
        </Button>
      </Group>
    </Stack>
  );
}
