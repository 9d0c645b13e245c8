import { useId } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { useSaveTwoFactorRequired, useTwoFactorRequired } from '../api/two-factor-required.ts';
import styles from './admin-settings-page.module.css';

const t = ko.twoFactor;

/** 관리자 2단계 인증 필수: off by default; saved when the box changes (the server may refuse it). */
export function TwoFactorRequiredForm() {
  const required = useTwoFactorRequired();
  const save = useSaveTwoFactorRequired();
  const hintId = useId();
  if (required.data === undefined) return null;
  return (
    <div className={styles.card}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{ko.adminSettings.securityGroup}</legend>
        <label className={styles.option}>
          <span className={styles.text}>
            <span className={styles.label}>{t.settingLabel}</span>
            <span id={hintId} className={styles.hint}>
              {t.settingHint}
            </span>
          </span>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={save.isPending ? Boolean(save.variables) : required.data}
            disabled={save.isPending}
            aria-describedby={hintId}
            onChange={(event) => save.mutate(event.target.checked)}
          />
        </label>
      </fieldset>
    </div>
  );
}
