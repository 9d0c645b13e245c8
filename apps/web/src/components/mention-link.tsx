import * as ko from '../i18n/ko/index.ts';
import { Link } from './link.tsx';
import styles from './mention-link.module.css';

/** An @name the server resolved, as a link to that member's profile (comments and posts alike). */
export function MentionLink({ text, userId }: { text: string; userId: string }) {
  return (
    <Link className={styles.mention} to={`/user/${userId}`} aria-label={ko.ownContent.mentionLabel(text.slice(1))}>
      {text}
    </Link>
  );
}
