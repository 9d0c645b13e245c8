import styles from './feedback.module.css';

export function Spinner({ label, inline = false }: { label?: string; inline?: boolean }) {
  if (inline) return <span className={`${styles.spinner} ${styles.inline}`} aria-hidden="true" />;
  return (
    <div className={styles.spinnerWrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {label && <span>{label}</span>}
    </div>
  );
}
