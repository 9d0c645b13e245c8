import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './sphere-page.module.css';

export type SphereTab = 'posts' | 'playlists';
const TABS: SphereTab[] = ['posts', 'playlists'];
const t = ko.playlists.tabs;

/** 게시글 · 재생목록 on a sphere's page, as a tab list: ← → (and Home/End) move, the panel follows. */
export function SphereTabs({
  selected,
  onSelect,
  children,
}: {
  selected: SphereTab;
  onSelect: (tab: SphereTab) => void;
  children: ReactNode;
}) {
  const refs = useRef<Partial<Record<SphereTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(selected);
    const step = { ArrowRight: 1, ArrowLeft: TABS.length - 1 }[event.key];
    const next =
      step !== undefined
        ? TABS[(index + step) % TABS.length]
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
    <>
      <div role="tablist" aria-label={t.label} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`sphere-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`sphere-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
          >
            {t[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`sphere-panel-${selected}`}
        aria-labelledby={`sphere-tab-${selected}`}
        className={styles.panel}
      >
        {children}
      </div>
    </>
  );
}
