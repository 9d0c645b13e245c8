import type { ReactNode } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { useTabKeys } from '../../../lib/use-tab-keys.ts';
import styles from './profile.module.css';

export type ProfileTab = 'posts' | 'comments' | 'playlists';
const TABS: ProfileTab[] = ['posts', 'comments', 'playlists'];

/** 게시글 · 댓글 · 재생목록, as a tab list: ← → (and Home/End) move between them, the panel follows. */
export function ProfileTabs({
  selected,
  counts,
  onSelect,
  children,
}: {
  selected: ProfileTab;
  /** A tab without a count (재생목록) shows none. */
  counts: Partial<Record<ProfileTab, string>>;
  onSelect: (tab: ProfileTab) => void;
  children: ReactNode;
}) {
  const { onKeyDown, refFor } = useTabKeys(TABS, selected, onSelect);
  return (
    <section className={styles.panel} aria-label={ko.profile.tabsLabel}>
      <div role="tablist" aria-label={ko.profile.tabsLabel} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={refFor(tab)}
            type="button"
            role="tab"
            id={`profile-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`profile-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
          >
            {ko.profile.tabs[tab]}
            {counts[tab] !== undefined && <span className={styles.tabCount}>{counts[tab]}</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`profile-panel-${selected}`} aria-labelledby={`profile-tab-${selected}`}>
        {children}
      </div>
    </section>
  );
}
