import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { systemOptions } from '../../../lib/systems';

interface SystemSelectProps {
  label: string;
  value: string;
  error?: string | undefined;
  /** The first option's text: "Choose a system" in forms, "All systems" in filters. */
  emptyLabel: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
}

export function SystemSelect({ emptyLabel, ...props }: SystemSelectProps) {
  useTranslation();
  return <NativeSelect data={[{ value: '', label: emptyLabel }, ...systemOptions()]} {...props} />;
}
