import * as ko from '../../../i18n/ko/index.ts';
import styles from './testers.module.css';

/** The tester's error box: a validation message or the server's error (docs/product.md#youtube-testers). */
export function ErrorBox({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className={styles.errorBox} role="alert">
      <strong className={styles.errorTitle}>{ko.adminTesters.common.errorTitle}</strong>
      <p>{message}</p>
    </div>
  );
}
