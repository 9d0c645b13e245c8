import type { ReactNode } from 'react';
import styles from './feedback.module.css';

export interface EmptyStateProps {
  icon?: string;
  title: string;
  message?: string;
  action?: ReactNode;
}

export function EmptyState({ icon = '📭', title, message, action }: EmptyStateProps) {
  return (
    <div className={styles.panel}>
      <span className={styles.panelIcon} aria-hidden="true">
        {icon}
      </span>
      <h2 className={styles.panelTitle}>{title}</h2>
      {message && <p className={styles.panelText}>{message}</p>}
      {action}
    </div>
  );
}
