import styles from './feedback.module.css';

export function Spinner({ label, inline = false }: { label?: string; inline?: boolean }) {
  if (inline) return <span className={`${styles.spinner} ${styles.inline}`} aria-hidden="true" data-spinner="" />;
  return (
    // data-spinner lets the e2e suites wait until a screen has finished loading.
    <div className={styles.spinnerWrap} role="status" aria-live="polite" data-spinner="">
      <span className={styles.spinner} aria-hidden="true" />
      {label && <span>{label}</span>}
    </div>
  );
}
