import { timeAgo } from '@tubesphere/shared/domain/format';
import * as ko from '../i18n/ko/index.ts';
import { Button } from './button.tsx';
import styles from './draft-notice.module.css';

/** "Your draft is back" above a form, with the way to start over instead. */
export function DraftNotice({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  return (
    <div className={styles.notice} role="status">
      <p>{ko.common.draft.restored(timeAgo(savedAt))}</p>
      <Button variant="ghost" size="small" onClick={onDiscard}>
        {ko.common.draft.discard}
      </Button>
    </div>
  );
}
