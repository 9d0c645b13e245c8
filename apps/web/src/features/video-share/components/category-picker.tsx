import { useId } from 'react';
import { Check } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { toggleOption } from '../utils/share-payload.ts';
import styles from './write-youtube-page.module.css';

interface CategoryPickerProps<T extends string> {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  selected: T[];
  onChange: (next: T[]) => void;
}

/** A group of checkboxes drawn as chips (timing / content categories). */
export function CategoryPicker<T extends string>({
  legend,
  options,
  labels,
  selected,
  onChange,
}: CategoryPickerProps<T>) {
  const hintId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.label}>{legend}</legend>
      <p id={hintId} className={styles.hint}>
        {ko.videoShare.categoryHint}
      </p>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option} className={styles.chip}>
            <input
              type="checkbox"
              className={styles.chipInput}
              checked={selected.includes(option)}
              onChange={() => onChange(toggleOption(options, selected, option))}
            />
            <Check className={styles.chipMark} size={14} />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
