import type { ReactNode } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './layout.module.css';

interface PageIntroProps {
  id?: string;
  title: string;
  subtitle?: ReactNode;
  /** Sample-data pages say so plainly. */
  sample?: boolean;
}

export function PageIntro({ id, title, subtitle, sample = false }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <div className={styles.titleRow}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {sample && <span className={styles.badge}>{ko.rankings.sampleNotice}</span>}
      </div>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </header>
  );
}
