import * as ko from '../i18n/ko/index.ts';
import { Button } from './button.tsx';
import styles from './feedback.module.css';
import { TriangleAlert } from './icons.ts';

export interface ErrorPanelProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** The error state of a screen: heading, message and a retry button. */
export function ErrorPanel({
  title = ko.common.errorHeading,
  message,
  onRetry,
  retryLabel = ko.common.retry,
}: ErrorPanelProps) {
  return (
    <div className={`${styles.panel} ${styles.errorPanel}`} role="alert">
      <TriangleAlert className={styles.panelIcon} size={40} strokeWidth={1.5} />
      <h2 className={styles.panelTitle}>{title}</h2>
      {message && <p className={styles.panelText}>{message}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
