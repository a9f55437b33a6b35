import { Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../lib/format';
import { formatNumber } from '../lib/i18n/format';
import { i18next } from '../lib/i18n/i18n';
import { isolate } from '../lib/isolate';

export interface FileRules {
  /** Allowed extensions without the dot, e.g. ['pdf', 'docx']. */
  extensions: readonly string[];
  maxBytes: number;
  maxCount: number;
}

interface FilesSubmitFormProps {
  /** The file chooser's label, e.g. "Your answer files". */
  label: string;
  rules: FileRules;
  submitLabel: string;
  /** A submit is in progress: the button shows it and cannot be pressed again. */
  pending: boolean;
  /** Ask before sending, listing the files (docs/decisions.md, "Replacing a hand-in"). */
  confirmTitle?: string;
  /** The question's text above the files; by default what a first hand-in says. */
  confirmText?: string;
  onSubmit: (files: File[]) => void;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const megabytes = (bytes: number) =>
  i18next.t('files.megabytes', { size: formatNumber(Math.round(bytes / (1024 * 1024))) });

/** The rules in one line, for the file chooser's description, in the page's language. */
export const fileRulesText = (rules: FileRules) =>
  i18next.t('files.rules', {
    count: rules.maxCount,
    size: megabytes(rules.maxBytes),
    extensions: rules.extensions.join(', '),
  });

/** Why the chosen files would be refused (the server says the same in the same words), or null. */
export function filesProblem(files: readonly File[], rules: FileRules): string | null {
  if (files.length > rules.maxCount) return i18next.t('files.tooMany', { count: rules.maxCount });
  for (const file of files) {
    if (!file.name.includes('.') || !rules.extensions.includes(extensionOf(file.name))) {
      return i18next.t('files.typeRefused', {
        name: isolate(file.name),
        extensions: rules.extensions.join(', '),
      });
    }
    if (file.size > rules.maxBytes)
      return i18next.t('files.tooLarge', { name: isolate(file.name), size: megabytes(rules.maxBytes) });
  }
  return null;
}

/**
 * Choose several files and send them together. Submit stays disabled while nothing (or nothing
 * acceptable) is chosen and while a submit is in progress.
 */
export function FilesSubmitForm({
  label,
  rules,
  submitLabel,
  pending,
  confirmTitle,
  confirmText,
  onSubmit,
}: FilesSubmitFormProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [confirming, setConfirming] = useState(false);
  const problem = filesProblem(files, rules);
  const ready = files.length > 0 && problem === null && !pending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    if (confirmTitle) setConfirming(true);
    else onSubmit(files);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FileInput
          label={label}
          description={fileRulesText(rules)}
          placeholder={t('files.choose')}
          multiple
          clearable
          accept={rules.extensions.map((ext) => `.${ext}`).join(',')}
          value={files}
          onChange={setFiles}
          error={problem}
          disabled={pending}
          leftSection={<IconPaperclip size={16} />}
        />
        <Group>
          <Button type="submit" disabled={!ready} loading={pending} leftSection={<IconUpload size={16} />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
      {confirmTitle ? (
        <Modal
          opened={confirming}
          onClose={() => setConfirming(false)}
          title={confirmTitle}
          centered
          closeButtonProps={{ 'aria-label': t('actions.close') }}
        >
          <Stack>
            <Text>{confirmText ?? t('files.confirmHandIn')}</Text>
            <List spacing={4} aria-label={t('files.chosen')}>
              {files.map((file) => (
                <List.Item key={`${file.name}-${file.size}`}>
                  <Text span dir="auto">
                    {file.name}
                  </Text>{' '}
                  <Text span c="dimmed" size="sm">
                    ({formatBytes(file.size)})
                  </Text>
                </List.Item>
              ))}
            </List>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('actions.cancel')}
              </Button>
              <Button
                leftSection={<IconUpload size={16} />}
                onClick={() => {
                  setConfirming(false);
                  onSubmit(files);
                }}
              >
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </form>
  );
}
