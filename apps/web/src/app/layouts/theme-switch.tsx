import { THEME_PREFERENCES, type ThemePreference } from '@tubesphere/shared/domain/color-theme';
import { useId } from 'react';
import { type Icon, Monitor, Moon, Sun } from '../../components/icons.ts';
import * as ko from '../../i18n/ko/index.ts';
import { setThemePreference, useThemePreference } from '../../lib/color-theme.ts';
import styles from './theme-switch.module.css';

const t = ko.header.theme;
const ICONS: Record<ThemePreference, Icon> = { system: Monitor, light: Sun, dark: Moon };

/** 시스템 / 밝게 / 어둡게 as one radio group: arrow keys move between them, as radios do. */
export function ThemeSwitch() {
  const preference = useThemePreference();
  const name = useId();
  return (
    <fieldset className={styles.switch}>
      <legend className={styles.legend}>{t.label}</legend>
      <div className={styles.options}>
        {THEME_PREFERENCES.map((option) => {
          const OptionIcon = ICONS[option];
          return (
            <label key={option} className={styles.option}>
              <input
                type="radio"
                name={name}
                value={option}
                className={styles.input}
                checked={preference === option}
                onChange={() => setThemePreference(option)}
              />
              <OptionIcon size={16} />
              {t[option]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
