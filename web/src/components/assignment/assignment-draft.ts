import { type FormEvent, useState } from 'react';

/**
 * The files a homework or exam form sends beside its fields: the item's file, and for a homework's
 * edit its correction file. A file left empty is not sent, and an edit keeps the stored one.
 */
export interface AssignmentFiles {
  file: File | null;
  correctionFile?: File | null;
}

/** What the create and update calls of both kinds take. */
export type AssignmentInput<F> = { fields: F } & AssignmentFiles;

/** The form checked with the server's own schema: the fields to send, or the first problem. */
export type CheckAssignment<V, F> = (
  values: V,
  files: AssignmentFiles,
) => { fields: F } | { problem: string };

/** One file input's state. */
export interface FileField {
  value: File | null;
  onChange: (file: File | null) => void;
  /** Edit: the stored file's name (null when there is none), kept when no new one is chosen. Upload: undefined. */
  current?: string | null;
}

/** What a kind's fields component is handed by the upload form and the edit dialog. */
export interface AssignmentFormBinding<V> {
  values: V;
  onChange: (update: (values: V) => V) => void;
  /** The state of the `file` or `correctionFile` input; `current` as FileField says. */
  fileField: (name: keyof AssignmentFiles, current?: string | null) => FileField;
}

/** A create or update call as the forms use it (TanStack Query's mutation fits). */
export interface SaveCall<I> {
  isPending: boolean;
  mutate: (input: I, callbacks: { onSuccess: () => void; onError: (failure: Error) => void }) => void;
}

/** The values and files of a homework or exam form, and its submit: check first, then send. */
export function useAssignmentDraft<V, F>(initial: V | (() => V), check: CheckAssignment<V, F>) {
  const [values, setValues] = useState<V>(initial);
  const [files, setFiles] = useState<AssignmentFiles>({ file: null });

  const binding: AssignmentFormBinding<V> = {
    values,
    onChange: setValues,
    fileField: (name, current) => ({
      value: files[name] ?? null,
      onChange: (file) => setFiles((chosen) => ({ ...chosen, [name]: file })),
      current,
    }),
  };

  /** A form's submit handler: `send` the checked input, or report the first problem. */
  const submitWith =
    (report: (problem: string) => void, send: (input: AssignmentInput<F>) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const checked = check(values, files);
      if ('problem' in checked) report(checked.problem);
      else send({ fields: checked.fields, ...files });
    };

  const reset = () => {
    setValues(initial);
    setFiles({ file: null });
  };

  return { binding, submitWith, reset };
}
