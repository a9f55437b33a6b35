import { Button, type ButtonProps, CopyButton } from '@mantine/core';

/** Spec §9: a copy is confirmed for 1.2 s. */
export const COPIED_MS = 1200;

/** Copy, then 'Copied!' for 1.2 s (the calendar address, a meeting ID). */
export function CopyTextButton({ value, size }: { value: string; size?: ButtonProps['size'] }) {
  return (
    <CopyButton value={value} timeout={COPIED_MS}>
      {({ copied, copy }) => (
        <Button
          size={size}
          variant={copied ? 'filled' : 'light'}
          color={copied ? 'teal' : undefined}
          onClick={copy}
        >
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      )}
    </CopyButton>
  );
}
