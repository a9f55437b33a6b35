import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput names its message (aria-describedby) but never marks its input invalid,
 * so a screen reader would not hear the problem and `useFormValues` could not move the focus to
 * it (lib/use-form-values.ts): this one does, like every other Mantine input.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
