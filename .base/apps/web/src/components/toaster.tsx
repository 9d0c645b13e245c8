import { useToastStore } from './toast-store.ts';
import styles from './toaster.module.css';

export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div className={styles.region} aria-live="polite" aria-atomic="false">
      {toasts.map((item) => (
        <div key={item.id} className={`${styles.toast} ${item.tone !== 'info' ? styles[item.tone] : ''}`} role="status">
          {item.message}
        </div>
      ))}
    </div>
  );
}
