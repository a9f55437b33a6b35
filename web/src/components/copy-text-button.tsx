import { Button, type ButtonProps, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A copy is confirmed for 1.2 s. */
export const COPIED_MS = 1200;

/** Copy, then 'Copied!' for 1.2 s (the calendar address, a meeting ID). */
export function CopyTextButton({ value, size }: { value: string; size?: ButtonProps['size'] }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={COPIED_MS}>
      {({ copied, copy }) => (
        <Button
          size={size}
          variant={copied ? 'filled' : 'light'}
          color={copied ? 'teal' : undefined}
          onClick={copy}
        >
          {copied ? t('copy.copied') : t('copy.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
