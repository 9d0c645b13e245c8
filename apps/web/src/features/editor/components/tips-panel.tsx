import { useId } from 'react';
import { Lightbulb } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './write-page.module.css';

export function TipsPanel() {
  const headingId = useId();
  return (
    <aside className={styles.tips} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.tipsHeading}>
        <Lightbulb size={18} /> {ko.editor.tips.heading}
      </h2>
      <ul className={styles.tipsList}>
        {ko.editor.tips.items.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}
