import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
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
  const refs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <section className={styles.panel} aria-label={ko.profile.tabsLabel}>
      <div role="tablist" aria-label={ko.profile.tabsLabel} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
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
