import { useId } from 'react';
import classes from './login-mode-switch.module.css';

export interface LoginModeOption<T extends string> {
  value: T;
  label: string;
}

interface LoginModeSwitchProps<T extends string> {
  /** The group's name for assistive technology ("Login type"). */
  label: string;
  options: readonly LoginModeOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * "Student/Staff Login" | "Parent Login": a radio group that looks like Mantine's
 * segmented control, built from native radios so the first page carries no floating indicator.
 */
export function LoginModeSwitch<T extends string>({
  label,
  options,
  value,
  onChange,
}: LoginModeSwitchProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
      {options.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className={classes.input}
          />
          <span className={classes.label}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
