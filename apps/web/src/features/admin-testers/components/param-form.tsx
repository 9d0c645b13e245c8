import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './testers.module.css';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  name: string;
  label: string;
  kind?: 'text' | 'number' | 'date' | 'password' | 'select' | 'checkbox';
  options?: readonly FieldOption[];
  placeholder?: string;
  hint?: string;
  required?: boolean;
  min?: number;
  max?: number;
  /** Spans the whole row (long text), or two cells (a select whose options are long). */
  wide?: boolean | 'double';
}

export type FormValues = Record<string, string>;

interface ParamFormProps {
  fields: readonly FieldSpec[];
  values: FormValues;
  onChange: (name: string, value: string) => void;
  onSubmit: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  heading?: string;
}

/** The parameter form every tester uses: labelled controls in a responsive grid. */
export function ParamForm({
  fields,
  values,
  onChange,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  heading,
}: ParamFormProps) {
  const baseId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form
      className={styles.card}
      onSubmit={submit}
      noValidate
      aria-label={heading ?? ko.adminTesters.common.formHeading}
    >
      <div className={styles.fieldGrid}>
        {fields.map((field) => (
          <Field
            key={field.name}
            id={`${baseId}-${field.name}`}
            field={field}
            value={values[field.name] ?? ''}
            onChange={onChange}
          />
        ))}
      </div>
      <div className={styles.formFooter}>
        <span className={styles.hint}>{ko.adminTesters.common.sentOnly}</span>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Field({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: FieldSpec;
  value: string;
  onChange: ParamFormProps['onChange'];
}) {
  const hintId = field.hint ? `${id}-hint` : undefined;
  const kind = field.kind ?? 'text';
  const label = (
    <span className={styles.label}>
      {field.label}
      {field.required && <span className={styles.requiredMark}> ({ko.adminTesters.common.required})</span>}
    </span>
  );
  if (kind === 'checkbox') {
    return (
      <div className={`${styles.field} ${field.wide === 'double' ? styles.double : field.wide ? styles.wide : ''}`}>
        <label className={styles.checkboxRow} htmlFor={id}>
          <input
            id={id}
            name={field.name}
            type="checkbox"
            checked={value === 'true'}
            aria-describedby={hintId}
            onChange={(event) => onChange(field.name, event.target.checked ? 'true' : '')}
          />
          {label}
        </label>
        {field.hint && (
          <span id={hintId} className={styles.hint}>
            {field.hint}
          </span>
        )}
      </div>
    );
  }
  return (
    <div className={`${styles.field} ${field.wide === 'double' ? styles.double : field.wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      {kind === 'select' ? (
        <select
          id={id}
          name={field.name}
          className={styles.input}
          value={value}
          aria-describedby={hintId}
          onChange={(event) => onChange(field.name, event.target.value)}
        >
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field.name}
          type={kind}
          className={styles.input}
          value={value}
          min={field.min}
          max={field.max}
          placeholder={field.placeholder}
          autoComplete="off"
          inputMode={kind === 'number' ? 'numeric' : undefined}
          aria-describedby={hintId}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      )}
      {field.hint && (
        <span id={hintId} className={styles.hint}>
          {field.hint}
        </span>
      )}
    </div>
  );
}
