import type { ReactNode } from 'react';
import styles from './feedback.module.css';
import { type Icon, Inbox } from './icons.ts';

export interface EmptyStateProps {
  icon?: Icon;
  title: string;
  message?: string;
  action?: ReactNode;
}

export function EmptyState({ icon: PanelIcon = Inbox, title, message, action }: EmptyStateProps) {
  return (
    <div className={styles.panel}>
      <PanelIcon className={styles.panelIcon} size={40} strokeWidth={1.5} />
      <h2 className={styles.panelTitle}>{title}</h2>
      {message && <p className={styles.panelText}>{message}</p>}
      {action}
    </div>
  );
}
