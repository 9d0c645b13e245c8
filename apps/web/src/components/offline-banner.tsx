import { useSyncExternalStore } from 'react';
import * as ko from '../i18n/ko/index.ts';
import styles from './offline-banner.module.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Says so while the browser is offline — the service worker then paints the site from its cache
 * (lib/register-service-worker.ts), and what needs the server shows its retry panel. The server
 * always renders "online".
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p className={styles.banner} role="status">
      {ko.common.offline}
    </p>
  );
}
