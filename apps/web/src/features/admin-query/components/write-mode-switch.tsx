import { useId } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './write-mode-switch.module.css';

const t = ko.adminQuery;

/** 쓰기 모드: off on every visit; a switch (role=switch) with its state spelled out beside it. */
export function WriteModeSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const hintId = useId();
  return (
    <div className={styles.row}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hintId}
        className={`${styles.switch} ${on ? styles.on : ''}`}
        onClick={() => onChange(!on)}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.label}>{t.writeMode}</span>
      </button>
      <span id={hintId} className={`${styles.hint} ${on ? styles.hintOn : ''}`}>
        {on ? t.writeModeOnHint : t.writeModeOffHint}
      </span>
    </div>
  );
}
