import { useId } from 'react';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './admin-confirm-page.module.css';

const t = ko.adminConfirm;

/** Select the loaded pending posts and confirm (or reject) them in one call. */
export function SelectionBar({
  pendingIds,
  selected,
  busy,
  onSelectAll,
  onConfirm,
  onReject,
}: {
  pendingIds: string[];
  selected: string[];
  busy: boolean;
  onSelectAll: (on: boolean) => void;
  onConfirm: () => void;
  onReject: () => void;
}) {
  const id = useId();
  const all = selected.length === pendingIds.length;
  return (
    <div className={styles.selectionBar}>
      <label htmlFor={id} className={styles.selectAll}>
        <input
          id={id}
          type="checkbox"
          checked={all}
          ref={(element) => {
            if (element) element.indeterminate = selected.length > 0 && !all;
          }}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        {t.selectAll}
      </label>
      <span className={styles.selectedCount} aria-live="polite">
        {t.selectedCount(selected.length)}
      </span>
      <Button variant="secondary" disabled={selected.length === 0 || busy} onClick={onReject}>
        {ko.moderationAdmin.posts.rejectSelected(selected.length)}
      </Button>
      <Button disabled={selected.length === 0 || busy} onClick={onConfirm}>
        {t.confirmSelected(selected.length)}
      </Button>
    </div>
  );
}
