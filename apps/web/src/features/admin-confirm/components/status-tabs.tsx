import {
  ADMIN_POST_STATUSES,
  type AdminPostCounts,
  type AdminPostStatus,
} from '@tubesphere/shared/contract/admin-posts';
import { type KeyboardEvent, useRef } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './admin-confirm-page.module.css';

const t = ko.adminConfirm;

export const tabId = (status: AdminPostStatus) => `admin-confirm-tab-${status}`;
export const PANEL_ID = 'admin-confirm-panel';

/** 미확정 / 확정됨 / 전체 with counts; arrow keys move between tabs (WAI-ARIA tabs). */
export function StatusTabs({
  status,
  counts,
  onChange,
}: {
  status: AdminPostStatus;
  counts: AdminPostCounts | undefined;
  onChange: (status: AdminPostStatus) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = ADMIN_POST_STATUSES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(ADMIN_POST_STATUSES[next] as AdminPostStatus);
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label={t.tabsLabel}>
      {ADMIN_POST_STATUSES.map((value, index) => (
        <button
          key={value}
          ref={(element) => {
            refs.current[index] = element;
          }}
          id={tabId(value)}
          type="button"
          role="tab"
          aria-selected={value === status}
          aria-controls={PANEL_ID}
          tabIndex={value === status ? 0 : -1}
          className={`${styles.tab} ${value === status ? styles.tabActive : ''}`}
          onClick={() => value !== status && onChange(value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t.tabs[value]}
          <span className={styles.count}>{counts ? counts[value].toLocaleString('ko-KR') : '–'}</span>
        </button>
      ))}
    </div>
  );
}
