import { useId } from 'react';
import { Button } from '../../../components/button.tsx';
import { ko } from '../../../i18n/ko/index.ts';
import styles from './admin-confirm-page.module.css';

const t = ko.adminConfirm;

/** Select the loaded pending posts and confirm them in one call. */
export function SelectionBar({
  pendingIds,
  selected,
  busy,
  onSelectAll,
  onConfirm,
}: {
  pendingIds: string[];
  selected: string[];
  busy: boolean;
  onSelectAll: (on: boolean) => void;
  onConfirm: () => void;
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
      <Button disabled={selected.length === 0 || busy} onClick={onConfirm}>
        {t.confirmSelected(selected.length)}
      </Button>
    </div>
  );
}
