import { CHARACTER_NAME_MAX } from '@tubesphere/shared/domain/character';
import { useId } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './name-field.module.css';

/** At most 20 characters; a blank name keeps the current one on save. */
export function NameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const t = ko.character;
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {t.nameLabel}
        </label>
        <span className={styles.counter} aria-hidden="true">
          {t.nameCounter(value.length, CHARACTER_NAME_MAX)}
        </span>
      </div>
      <input
        id={id}
        className={styles.input}
        value={value}
        maxLength={CHARACTER_NAME_MAX}
        placeholder={t.namePlaceholder}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t.nameHint}
      </p>
    </div>
  );
}
