import { useId } from 'react';
import * as ko from '../i18n/ko/index.ts';
import styles from './text-field.module.css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Shows a counter and stops input at the limit (e.g. a video share's title 100, description 1000). */
  max?: number;
  multiline?: boolean;
  type?: 'text' | 'url';
  hint?: string;
  invalid?: boolean;
}

/** A labelled input or textarea with an optional character counter and a hint or error below. */
export function TextField({
  label,
  value,
  onChange,
  placeholder,
  max,
  multiline,
  type = 'text',
  hint,
  invalid,
}: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  const counterId = useId();
  const t = ko.common;
  const describedBy = [hint ? hintId : null, max ? counterId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: `${styles.input} ${multiline ? styles.textarea : ''}`,
    value,
    placeholder,
    maxLength: max,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
  };
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {max && (
          <>
            <span className={styles.counter} aria-hidden="true">
              {t.counter(value.length, max)}
            </span>
            <span id={counterId} className="visually-hidden">
              {t.counterLabel(value.length, max)}
            </span>
          </>
        )}
      </div>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={type === 'url' ? 'url' : undefined}
          autoComplete="off"
          spellCheck={type === 'url' ? false : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <p id={hintId} className={invalid ? styles.fieldError : styles.hint} aria-live="polite">
          {hint}
        </p>
      )}
    </div>
  );
}
