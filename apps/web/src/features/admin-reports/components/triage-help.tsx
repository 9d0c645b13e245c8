import * as ko from '../../../i18n/ko/index.ts';
import styles from './admin-reports.module.css';

const t = ko.moderationAdmin.reports;

/** The triage keys, always on screen beside the tabs (they are the fast way through the queue). */
export function TriageHelp() {
  return (
    <dl className={styles.shortcuts} aria-label={t.shortcutsTitle}>
      {t.shortcuts.map(([keys, action]) => (
        <div key={keys} className={styles.shortcut}>
          <dt>
            {keys.split(' / ').map((key, index) => (
              <span key={key}>
                {index > 0 && ' / '}
                <kbd className={styles.kbd}>{key}</kbd>
              </span>
            ))}
          </dt>
          <dd>{action}</dd>
        </div>
      ))}
    </dl>
  );
}
