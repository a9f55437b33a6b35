import { Anchor, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { STUDENT_CSV_COLUMNS } from '@sabora/contract';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { reasonOf } from '../../../lib/form-rules';
import { useImportStudents } from '../api/use-import-students';
import { type ImportPreview, usePreviewImport } from '../api/use-preview-import';
import { ImportPreviewTable } from './import-preview-table';

/** The header row of the import file, as a link the browser saves as a .csv file. */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`${STUDENT_CSV_COLUMNS.join(',')}\r\n`)}`;

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

  const ready = preview !== null && preview.invalidCount === 0 && preview.validCount > 0;
  return (
    <Stack>
      <Text size="sm">
        One student per row, with the columns {STUDENT_CSV_COLUMNS.join(', ')}. Subjects are subject codes
        separated by ";".{' '}
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
          <Text role="status">
            {preview.validCount} row(s) ready, {preview.invalidCount} row(s) with errors.
          </Text>
          <ImportPreviewTable rows={preview.rows} />
          {preview.invalidCount > 0 ? (
            <Text size="sm" c="dimmed">
              An import adds every row or none: correct the rows with errors and choose the file again.
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
