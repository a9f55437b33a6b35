import { useTranslation } from 'react-i18next';
/** The empty state's picture: an empty exam paper on a clipboard. */
export function NoExamsIllustration() {
  const { t } = useTranslation('exams');
  return (
    <svg width="120" height="120" viewBox="0 0 120 120" role="img" aria-label={t('student.illustration')}>
      <circle cx="60" cy="60" r="56" fill="var(--mantine-color-blue-light)" />
      <rect
        x="34"
        y="22"
        width="52"
        height="72"
        rx="6"
        fill="var(--mantine-color-body)"
        stroke="var(--mantine-color-blue-filled)"
        strokeWidth="3"
      />
      <rect x="48" y="16" width="24" height="12" rx="4" fill="var(--mantine-color-blue-filled)" />
      <line
        x1="44"
        y1="44"
        x2="76"
        y2="44"
        stroke="var(--mantine-color-gray-4)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <line
        x1="44"
        y1="56"
        x2="70"
        y2="56"
        stroke="var(--mantine-color-gray-4)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <line
        x1="44"
        y1="68"
        x2="64"
        y2="68"
        stroke="var(--mantine-color-gray-4)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle
        cx="84"
        cy="86"
        r="14"
        fill="var(--mantine-color-body)"
        stroke="var(--mantine-color-blue-filled)"
        strokeWidth="3"
      />
      <line
        x1="79"
        y1="86"
        x2="89"
        y2="86"
        stroke="var(--mantine-color-blue-filled)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
