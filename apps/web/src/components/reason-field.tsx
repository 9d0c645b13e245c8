import { MODERATION_REASON_MAX } from '@tubesphere/shared/contract/moderation';
import { useId } from 'react';
import styles from './reason-field.module.css';

/**
 * The reason an admin gives for a moderation action (the member reads it): a labelled text area
 * and, once an empty reason was submitted, the message saying one is needed.
 */
export function ReasonField({
  label,
  placeholder,
  value,
  onChange,
  missing,
  requiredMessage,
}: {
  label: string;
  placeholder: string;
  value: string;
  /** Called with every change; typing also clears `missing` in the caller. */
  onChange: (value: string) => void;
  missing: boolean;
  requiredMessage: string;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.input}
        rows={3}
        value={value}
        maxLength={MODERATION_REASON_MAX}
        placeholder={placeholder}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {missing && (
        <p id={errorId} className={styles.error} role="alert">
          {requiredMessage}
        </p>
      )}
    </>
  );
}
