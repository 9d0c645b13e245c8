import mark from '../brand/app-icon.svg';
import * as ko from '../i18n/ko/index.ts';
import styles from './logo.module.css';

/**
 * The mark (src/brand/app-icon.svg, the same file the favicon and app icons are drawn from) and
 * the wordmark in the site's type. Decoration: the link or heading around it carries the name.
 */
export function Logo({ size = 32, wordmark = true }: { size?: number; wordmark?: boolean }) {
  return (
    <span className={styles.logo} aria-hidden="true">
      <img className={styles.mark} src={mark} alt="" width={size} height={size} />
      {wordmark && <span className={styles.wordmark}>{ko.common.siteName}</span>}
    </span>
  );
}
