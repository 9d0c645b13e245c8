import { useAccountStatus } from '../lib/account-status.ts';
import styles from './account-banner.module.css';

/**
 * Says, on every page, why this account cannot write: filled from the profile on load and from
 * any write the server refused for a suspension (lib/account-status.ts). Nothing otherwise.
 */
export function AccountBanner() {
  const suspension = useAccountStatus((state) => state.suspension);
  if (!suspension) return null;
  return (
    <div className={styles.banner} role="alert">
      <p className={styles.text}>{suspension}</p>
    </div>
  );
}
