import { useState } from 'react';
import type { FieldErrors } from './form-rules';

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** What `bind(name)` gives an input: its value, its message and its change handler. */
export interface FieldBinding {
  value: string;
  error: string | undefined;
  onChange: (event: { currentTarget: { value: string } }) => void;
}

/**
 * A form's values and field messages; `bind(name)` wires a Mantine input to one field and clears
 * that field's message when it changes.
 */
export function useFormValues<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<TextKeys<T>>>({});

  function set<K extends keyof T>(name: K, value: T[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (name in current ? { ...current, [name]: undefined } : current));
  }

  function bind(name: TextKeys<T>): FieldBinding {
    return {
      value: values[name] as string,
      error: errors[name],
      onChange: (event: { currentTarget: { value: string } }) =>
        set(name, event.currentTarget.value as T[typeof name]),
    };
  }

  return { values, errors, set, bind, setErrors, reset: () => setValues(initial) };
}
