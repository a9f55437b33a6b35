import { Anchor, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { STUDENT_CSV_COLUMNS, STUDENT_CSV_EXAMPLE } from '@sabora/contract';
import { IconFileTypeCsv } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { reasonOf } from '../../../lib/form-rules';
import { successText } from '../../../lib/success-text';
import { useFormValues } from '../../../lib/use-form-values';
import { useImportStudents } from '../api/use-import-students';
import { type ImportPreview, usePreviewImport } from '../api/use-preview-import';
import { ImportPreviewTable } from './import-preview-table';

/** The header row and an example student (its values hold no comma or quote), as a .csv link. */
const TEMPLATE_TEXT = `${[STUDENT_CSV_COLUMNS, STUDENT_CSV_COLUMNS.map((c) => STUDENT_CSV_EXAMPLE[c])]
  .map((row) => row.join(','))
  .join('\r\n')}\r\n`;
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE_TEXT)}`;

/** "3 rows ready (1 new, 1 to update, 1 unchanged), 1 row with errors." */
function previewSummary(preview: ImportPreview, t: TFunction<'students'>): string {
  const ready = t('import.ready', {
    rows: t('import.rows', { count: preview.validCount }),
    added: preview.added,
    updated: preview.updated,
    unchanged: preview.unchanged,
  });
  return preview.invalidCount === 0
    ? t('import.summary', { ready })
    : t('import.summaryWithErrors', { ready, invalid: t('import.rows', { count: preview.invalidCount }) });
}

export function ImportStudentsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('students');
  return (
    <Modal opened={opened} onClose={onClose} title={t('import.title')} size="xl">
      {opened ? <ImportStudents onDone={onClose} /> : null}
    </Modal>
  );
}

/** Pick a .csv, read the server's preview of every row, then import all rows or none. */
function ImportStudents({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('students');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  // A refusal of the file itself ("file: the file is empty", the import* codes) shows at the file
  // input, cleared when another file is chosen; the form holds no other field.
  const [fileError, setFileError] = useState<string | null>(null);
  const fileForm = useFormValues({});
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const previewCall = usePreviewImport();
  const importCall = useImportStudents();
  const atFile = (failure: unknown) => fileForm.takeServerError(failure, { file: setFileError });

  function check(chosen: File) {
    setPreview(null);
    previewCall.mutate(chosen, {
      onSuccess: (reply) => setPreview(reply.data),
      onError: (failure) => {
        if (!atFile(failure)) setError(t('import.readFailed', { reason: reasonOf(failure) }));
      },
    });
  }

  function choose(chosen: File | null) {
    setFile(chosen);
    setFileError(null);
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
        const { created: added, updated, unchanged } = reply;
        setResult(successText(reply.message, t('import.imported', { added, updated, unchanged })));
        setPreview(null);
        setFile(null);
      },
      onError: (failure) => {
        if (!atFile(failure)) setError(t('import.failed', { reason: reasonOf(failure) }));
        // The rows may have changed since the preview (an email taken meanwhile): show them again.
        check(file);
      },
    });
  }

  const ready = preview !== null && preview.invalidCount === 0 && preview.added + preview.updated > 0;
  return (
    <form ref={fileForm.formRef} onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack>
        <Text size="sm">
          {t('import.intro')}{' '}
          {/* Underlined: a link inside a sentence needs more than its colour (1.9:1 in the dark scheme). */}
          <Anchor href={TEMPLATE_HREF} download="students-template.csv" underline="always">
            {t('import.template')}
          </Anchor>
        </Text>
        <FileInput
          label={t('import.file')}
          placeholder={t('import.filePlaceholder')}
          accept=".csv,text/csv"
          clearable
          value={file}
          onChange={choose}
          error={fileError}
          leftSection={<IconFileTypeCsv size={18} />}
        />
        {previewCall.isPending ? <Text c="dimmed">{t('import.checking')}</Text> : null}
        {preview ? (
          <>
            <Text role="status">{previewSummary(preview, t)}</Text>
            <ImportPreviewTable rows={preview.rows} />
            {preview.invalidCount === 0 && preview.added + preview.updated === 0 ? (
              <Text size="sm">{t('import.nothing')}</Text>
            ) : null}
            {preview.invalidCount > 0 ? (
              <Text size="sm" c="dimmed">
                {t('import.allOrNone')}
              </Text>
            ) : null}
          </>
        ) : null}
        <FormFeedback error={error} success={result} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('import.done')}
          </Button>
          <Button onClick={runImport} disabled={!ready} loading={importCall.isPending}>
            {t('import.import')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
