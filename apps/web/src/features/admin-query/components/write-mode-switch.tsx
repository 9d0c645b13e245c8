import { useId } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './write-mode-switch.module.css';

const t = ko.adminQuery;

/**
 * 쓰기 모드: off on every visit; a switch (role=switch) with its state spelled out beside it.
 * `locked`: the admin may not write (only level 2 may; the server refuses the rest too).
 */
export function WriteModeSwitch({
  on,
  onChange,
  locked = false,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  locked?: boolean;
}) {
  const hintId = useId();
  return (
    <div className={styles.row}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hintId}
        disabled={locked}
        className={`${styles.switch} ${on ? styles.on : ''}`}
        onClick={() => onChange(!on)}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.label}>{t.writeMode}</span>
      </button>
      <span id={hintId} className={`${styles.hint} ${on ? styles.hintOn : ''}`}>
        {locked ? t.writeModeOwnerOnly : on ? t.writeModeOnHint : t.writeModeOffHint}
      </span>
    </div>
  );
}
