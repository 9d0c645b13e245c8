import type { Choice } from './choice-tabs.tsx';
import styles from './layout.module.css';

interface SelectFieldProps<T extends string> {
  label: string;
  options: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A labelled native select (keyboard, screen readers and phones get their own pickers). */
export function SelectField<T extends string>({ label, options, value, onChange }: SelectFieldProps<T>) {
  return (
    <label className={styles.filterGroup}>
      <span className={styles.fieldLabel}>{label}</span>
      <select
        className={styles.select}
        value={value}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value);
          if (next) onChange(next.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
