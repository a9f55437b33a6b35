import { type FormEvent, useState } from 'react';
import type { UploadProgress } from '../../lib/upload-with-progress';
import { type FormValuesOptions, useFormValues } from '../../lib/use-form-values';
import { useUpload } from '../../lib/use-upload';

/**
 * The files a homework or exam form sends beside its fields: the item's file, and for a homework's
 * edit its correction file. A file left empty is not sent, and an edit keeps the stored one.
 */
export interface AssignmentFiles {
  file: File | null;
  correctionFile?: File | null;
}

/** What the create and update calls of both kinds take: the files go with progress and can be stopped. */
export type AssignmentInput<F> = { fields: F } & AssignmentFiles & UploadProgress;

/** The form checked with the server's own schema: the fields to send, or each field's problem. */
export type CheckAssignment<V, F> = (
  values: V,
  files: AssignmentFiles,
) => { fields: F } | { errors: Record<string, string> };

/** One file input's state. */
export interface FileField {
  value: File | null;
  onChange: (file: File | null) => void;
  /** Its problem (a wrong type, too large, or the server's refusal), until another file is chosen. */
  error?: string;
  /** Edit: the stored file's name (null when there is none), kept when no new one is chosen. Upload: undefined. */
  current?: string | null;
}

/** What a kind's fields component is handed by the upload form and the edit dialog. */
export interface AssignmentFormBinding<V> {
  values: V;
  onChange: (update: (values: V) => V) => void;
  /** Each field's message, until that field changes ('title', 'dueDate', 'subject'…). */
  errors: Partial<Record<string, string>>;
  /** The state of the `file` or `correctionFile` input; `current` as FileField says. */
  fileField: (name: keyof AssignmentFiles, current?: string | null) => FileField;
}

/** A create or update call as the forms use it (TanStack Query's mutation fits). */
export interface SaveCall<I> {
  isPending: boolean;
  mutate: (
    input: I,
    callbacks: { onSuccess: () => void; onError: (failure: Error) => void; onSettled: () => void },
  ) => void;
}

const FILE_FIELDS = ['file', 'correctionFile'] as const;

/**
 * The values and files of a homework or exam form, and its submit: check first, then send, with
 * the upload's progress. Errors show at their fields and clear when the field changes
 * (lib/use-form-values.ts).
 */
export function useAssignmentDraft<V extends object, F>(
  initial: V | (() => V),
  check: CheckAssignment<V, F>,
  options: FormValuesOptions<V> = {},
) {
  const form = useFormValues<V>(initial, options);
  const [files, setFiles] = useState<AssignmentFiles>({ file: null });
  const [fileErrors, setFileErrors] = useState<Partial<Record<keyof AssignmentFiles, string>>>({});
  // The item's files go with a progress bar and a stop button (components/upload-progress-bar).
  const upload = useUpload();

  const binding: AssignmentFormBinding<V> = {
    values: form.values,
    // Each field the update changed is set, which clears its message.
    onChange: (update) => {
      const next = update(form.values);
      for (const key of Object.keys(next) as (keyof V)[]) {
        if (next[key] !== form.values[key]) form.set(key, next[key]);
      }
    },
    errors: form.errors,
    fileField: (name, current) => ({
      value: files[name] ?? null,
      onChange: (file) => {
        setFiles((chosen) => ({ ...chosen, [name]: file }));
        setFileErrors((shown) => ({ ...shown, [name]: undefined }));
      },
      error: fileErrors[name],
      current,
    }),
  };

  /** A form's submit handler: `send` the checked input, or show each problem at its field. */
  const submitWith = (send: (input: AssignmentInput<F>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = check(form.values, files);
    if ('errors' in checked) {
      const { file, correctionFile, ...fields } = checked.errors;
      setFileErrors({ file, correctionFile });
      form.showErrors(fields as Parameters<typeof form.showErrors>[0]);
    } else {
      setFileErrors({});
      form.showErrors({});
      send({ fields: checked.fields, ...files, ...upload.start() });
    }
  };

  /** A refusal naming a field (or a file) goes there; false leaves it to the form's alert. */
  const takeServerError = (failure: unknown) =>
    form.takeServerError(
      failure,
      Object.fromEntries(
        FILE_FIELDS.map((name) => [
          name,
          (message: string) => setFileErrors((shown) => ({ ...shown, [name]: message })),
        ]),
      ),
    );

  const reset = () => {
    form.reset();
    setFiles({ file: null });
    setFileErrors({});
  };

  return { binding, submitWith, takeServerError, reset, upload, formRef: form.formRef };
}
