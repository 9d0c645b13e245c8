import { useId } from 'react';
import styles from './settings.module.css';

/** A labelled password input; its hint and the form's error are announced with it. */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  autoComplete,
  hint,
  errorId,
  invalid = false,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  errorId?: string;
  invalid?: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  const describedBy = [hint ? hintId : undefined, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="password"
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}
