import { useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from './api-client';
import { type FieldErrors, fieldMessage, hasErrors, labelOfKey, namedField } from './form-rules';

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** A field of the form, or a place inside one ('objectives.1', 'curriculum.resources.0.url'). */
export type FieldKey<T> = (keyof T & string) | `${keyof T & string}.${string}`;

/** What `bind(name)` gives an input: its value, its message and its change handler. */
export interface FieldBinding {
  value: string;
  error: string | undefined;
  onChange: (event: { currentTarget: { value: string } }) => void;
}

export interface FormValuesOptions<T> {
  /** How a field is named in its messages; by default from its key ('dueDate' → 'Due date'). */
  labels?: Partial<Record<keyof T & string, string>>;
  /** Server field names that differ from the form's ('user' → 'email'). */
  serverFields?: Record<string, FieldKey<T>>;
  /** Fields with no place for a message (a picker list): their refusals stay form-level. */
  unshown?: readonly (keyof T & string)[];
}

/** Drops a field's message and the messages inside it (a list's rows). */
function withoutField<E extends Record<string, string | undefined>>(errors: E, name: string): E {
  const kept = Object.entries(errors).filter(([key]) => key !== name && !key.startsWith(`${name}.`));
  return kept.length === Object.keys(errors).length ? errors : (Object.fromEntries(kept) as E);
}

/**
 * A form's values and field messages, the one way every form shows its errors
 * (docs/decisions.md, "Form errors at the field, one way for every form"): `bind(name)` wires a
 * Mantine input to one field; changing a field clears its message; `showErrors` puts the checks'
 * messages at their fields and moves the focus to the first; `takeServerError` does the same with a
 * refusal that names a field ("email: …"). Attach `formRef` to the <form> so the focus can find the
 * field.
 */
export function useFormValues<T extends object>(initial: T | (() => T), options: FormValuesOptions<T> = {}) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrorsState] = useState<FieldErrors<FieldKey<T>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState(0);

  // After errors are shown, the first field in error takes the focus (and scrolls into view), in
  // the same task as the render, so a keystroke that follows goes to that field.
  useLayoutEffect(() => {
    if (shown === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shown]);

  function clearError(name: FieldKey<T>) {
    setErrorsState((current) => withoutField(current, name));
  }

  function set<K extends keyof T>(name: K, value: T[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name as keyof T & string);
  }

  function bind(name: TextKeys<T>): FieldBinding {
    return {
      value: values[name] as string,
      error: errors[name],
      onChange: (event: { currentTarget: { value: string } }) =>
        set(name, event.currentTarget.value as T[typeof name]),
    };
  }

  /** Shows these messages at their fields (replacing the last ones); true when there is one. */
  function showErrors(next: FieldErrors<FieldKey<T>>): boolean {
    setErrorsState(next);
    const any = hasErrors(next);
    if (any) setShown((count) => count + 1);
    return any;
  }

  /** The form's key for a field the server names: itself, an alias, or the field it lies in. */
  function fieldOf(serverField: string): FieldKey<T> | undefined {
    const alias = options.serverFields?.[serverField];
    if (alias) return alias;
    const top = serverField.split('.')[0] as keyof T & string;
    if (options.unshown?.includes(top)) return undefined;
    return top in values ? (serverField as FieldKey<T>) : undefined;
  }

  /**
   * A refusal that names one of this form's fields goes to that field; true when it did. Anything
   * else (no field, or one the form does not have) stays with the caller's form-level message.
   * `others` shows fields kept outside the values (a file input's own state) the same way.
   */
  function takeServerError(
    failure: unknown,
    others: Record<string, (message: string) => void> = {},
  ): boolean {
    if (!(failure instanceof ApiError) || !failure.serverMessage) return false;
    const named = namedField(failure.serverMessage);
    const other = named ? others[named.field] : undefined;
    if (named && other) {
      other(fieldMessage(labelOfKey(named.field), named.text));
      setShown((count) => count + 1);
      return true;
    }
    const key = named ? fieldOf(named.field) : undefined;
    if (!named || !key) return false;
    const top = key.split('.')[0] as keyof T & string;
    const label = options.labels?.[top] ?? labelOfKey(key);
    setErrorsState((current) => ({ ...current, [key]: fieldMessage(label, named.text) }));
    setShown((count) => count + 1);
    return true;
  }

  return {
    values,
    errors,
    set,
    bind,
    setErrors: showErrors,
    showErrors,
    clearError,
    takeServerError,
    formRef,
    reset: () => {
      setValues(initial);
      setErrorsState({});
    },
  };
}
