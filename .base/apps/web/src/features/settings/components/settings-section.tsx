import type { ReactNode } from 'react';
import styles from './settings.module.css';

/** One card of the settings page: a heading, what it does, then its controls. */
export function SettingsSection({
  id,
  title,
  description,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  description: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      className={`${styles.section} ${tone === 'danger' ? styles.danger : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.description}>{description}</p>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
