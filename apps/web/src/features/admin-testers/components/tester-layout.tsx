import type { ReactNode } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { QuotaMeter } from './quota-meter.tsx';
import styles from './testers.module.css';

interface TesterLayoutProps {
  title: string;
  intro: string;
  /** YouTube pages show the day's quota units. */
  showQuota?: boolean;
  help?: readonly string[];
  helpTitle?: string;
  children: ReactNode;
}

/** Page frame shared by every tester: heading, intro, quota, constraints help, content. */
export function TesterLayout({ title, intro, showQuota = false, help, helpTitle, children }: TesterLayoutProps) {
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby="tester-title">
      <header className={styles.pageHeader}>
        <div>
          <h1 id="tester-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.intro}>{intro}</p>
        </div>
        {showQuota && <QuotaMeter />}
      </header>
      {children}
      {help && help.length > 0 && (
        <aside className={styles.help} aria-labelledby="tester-help-title">
          <h2 id="tester-help-title" className={styles.sectionTitle}>
            {helpTitle ?? ko.adminTesters.common.constraints}
          </h2>
          <ul className={styles.helpList}>
            {help.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </aside>
      )}
    </section>
  );
}
